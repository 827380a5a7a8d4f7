import { hivePage } from "@agencia/content/hive";
import { cn } from "@agencia/ui/cn";
import { Select } from "@agencia/ui/select";
import { Textarea } from "@agencia/ui/textarea";
import { useState } from "react";
import { useFieldChecks } from "../form-kit/use-field-checks";
import { blankChecks, useLeadForm } from "../hooks/use-lead-form";
import { hiveRow, type HiveValues } from "../rows/hive";
import { personRules, rules } from "../validation";
import { FormField, FormFrame } from "./form-field";
import { HiveThankYou } from "./hive-thank-you";
import { PersonField } from "./person-field";
import { SubmitButton } from "./submit-button";

const { labels, placeholders, ...copy } = hivePage.form;

/** The hive page's toasts (spec 001 §4, §8). */
export const HIVE_MESSAGES = {
  missing: { ...copy.missingData, variant: "destructive" },
  success: { title: "Consulta Recibida!" },
  error: {
    title: "Hubo un error",
    description: "No se pudo enviar tu consulta. Por favor, intentá de nuevo.",
  },
} as const;

/** The roles after an empty choice: the role is optional. */
const ROLE_OPTIONS = [{ value: "", label: placeholders.rol }, ...copy.roles];

/**
 * /monitoreo-colmenas's form: name and email required through the spec's own check ('Faltan
 * datos'), phone, rol and message optional; once sent, a thank-you view replaces it.
 */
export function HiveForm({ id = "colmenas", className }: { id?: string; className?: string }) {
  const [sent, setSent] = useState(false);
  const form = useLeadForm({
    id,
    messages: HIVE_MESSAGES,
    // The format checks, once name and email are present.
    fields: blankChecks(
      HIVE_MESSAGES.missing,
      useFieldChecks<Required<HiveValues>>(id, {
        ...personRules,
        message: rules.texto,
      }),
    ),
    row: hiveRow,
    onStored: () => setSent(true),
  });

  if (sent) return <HiveThankYou className={className} />;

  return (
    <FormFrame form={form} noValidate className={cn("grid gap-5 sm:grid-cols-2", className)}>
      <PersonField name="name" label={labels.name} placeholder={placeholders.name} />
      <PersonField name="email" label={labels.email} placeholder={placeholders.email} />
      <PersonField name="phone" label={labels.phone} placeholder={placeholders.phone} />
      <FormField name="rol" label={labels.rol}>
        <Select options={ROLE_OPTIONS} />
      </FormField>
      <FormField name="message" label={labels.message} className="sm:col-span-2">
        <Textarea placeholder={placeholders.message} rows={4} />
      </FormField>
      <SubmitButton size="lg" className="w-full sm:col-span-2">
        {copy.submitLabel}
      </SubmitButton>
    </FormFrame>
  );
}
