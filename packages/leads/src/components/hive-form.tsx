import { hivePage } from "@agencia/content/hive";
import { cn } from "@agencia/ui/cn";
import { Field } from "@agencia/ui/field";
import { Input } from "@agencia/ui/input";
import { Select } from "@agencia/ui/select";
import { Textarea } from "@agencia/ui/textarea";
import { useState } from "react";
import { blankChecks, useLeadForm } from "../hooks/use-lead-form";
import { hiveRow, type HiveValues } from "../rows/hive";
import { rules } from "../validation";
import { HoneypotField } from "./honeypot-field";
import { HiveThankYou } from "./hive-thank-you";
import { SubmitButton } from "./submit-button";

const copy = hivePage.form;

/** The hive page's toasts (spec 001 §4, §8). */
export const HIVE_MESSAGES = {
  missing: { ...copy.missingData, variant: "destructive" },
  success: { title: "Consulta Recibida!" },
  error: {
    title: "Hubo un error",
    description: "No se pudo enviar tu consulta. Por favor, intentá de nuevo.",
  },
} as const;

type Values = Required<HiveValues>;
type Errors = Partial<Record<keyof Values, string>>;

/** The roles after an empty choice: the role is optional. */
const ROLE_OPTIONS = [{ value: "", label: copy.placeholders.rol }, ...copy.roles];

const CHECKS = {
  name: rules.nombre,
  email: rules.email,
  phone: rules.telefono,
  message: rules.texto,
};

/**
 * /monitoreo-colmenas's form: name and email required through the spec's own check ('Faltan
 * datos'), phone, rol and message optional; once sent, a thank-you view replaces it.
 */
export function HiveForm({ id = "colmenas", className }: { id?: string; className?: string }) {
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const blank = blankChecks<Values>(HIVE_MESSAGES.missing);
  const form = useLeadForm<Values>({
    id,
    messages: HIVE_MESSAGES,
    fields: {
      declared: blank.declared,
      check(element) {
        const values = blank.check(element);
        if (!values) return;
        // The format checks, once name and email are present.
        const found: Errors = {};
        for (const name of Object.keys(CHECKS) as (keyof typeof CHECKS)[]) {
          const outcome = CHECKS[name](values[name]);
          if (outcome !== true) found[name] = outcome;
        }
        setErrors(found);
        if (Object.keys(found).length === 0) return values;
      },
    },
    row: hiveRow,
    onStored: () => setSent(true),
  });

  if (sent) return <HiveThankYou className={className} />;

  const fieldId = (name: keyof Values) => `${id}-${name}`;
  /** A text control's id, name, placeholder and error state. */
  const field = (name: keyof typeof CHECKS) => ({
    id: fieldId(name),
    name,
    placeholder: copy.placeholders[name],
    onChange: () => errors[name] && setErrors((current) => ({ ...current, [name]: undefined })),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${fieldId(name)}-error` : undefined,
  });

  return (
    <form
      noValidate
      {...form.formProps}
      className={cn("relative grid gap-5 sm:grid-cols-2", className)}
    >
      <Field id={fieldId("name")} label={copy.labels.name} required error={errors.name}>
        <Input {...field("name")} autoComplete="name" aria-required="true" />
      </Field>
      <Field id={fieldId("email")} label={copy.labels.email} required error={errors.email}>
        <Input {...field("email")} type="email" autoComplete="email" aria-required="true" />
      </Field>
      <Field id={fieldId("phone")} label={copy.labels.phone} error={errors.phone}>
        <Input {...field("phone")} type="tel" autoComplete="tel" />
      </Field>
      <Field id={fieldId("rol")} label={copy.labels.rol}>
        <Select id={fieldId("rol")} name="rol" options={ROLE_OPTIONS} />
      </Field>
      <Field
        id={fieldId("message")}
        label={copy.labels.message}
        error={errors.message}
        className="sm:col-span-2"
      >
        <Textarea {...field("message")} rows={4} />
      </Field>
      <HoneypotField />
      <SubmitButton submitting={form.submitting} size="lg" className="w-full sm:col-span-2">
        {copy.submitLabel}
      </SubmitButton>
    </form>
  );
}
