import { leadFormFields as fields } from "@agencia/content/lead-form";
import { cn } from "@agencia/ui/cn";
import { useFieldChecks } from "../form-kit/use-field-checks";
import { useLeadForm } from "../hooks/use-lead-form";
import { landingLeadRow, type LandingLeadValues } from "../rows/landing";
import { personRules } from "../validation";
import { FormFrame } from "./form-field";
import { PersonField } from "./person-field";
import { SubmitButton } from "./submit-button";

/** The spec's toasts of the service and landing lead form (spec 001 §8). */
export const LEAD_FORM_MESSAGES = {
  success: {
    title: "Consulta Enviada!",
    description: "Gracias por tu interés. Nos pondremos en contacto con vos a la brevedad.",
  },
  error: {
    title: "Hubo un error",
    description: "No se pudo enviar tu consulta. Por favor, intentá de nuevo.",
  },
} as const;

export interface LeadFormProps {
  /** Written as the lead's origen: the service page's title or the landing's label. */
  origen: string;
  copy: { submitLabel: string; privacyNote?: string };
  id?: string;
  className?: string;
}

/** The service pages' and landings' form: name and email required, phone optional. */
export function LeadForm({ origen, copy, id = "lead", className }: LeadFormProps) {
  const form = useLeadForm({
    id,
    messages: LEAD_FORM_MESSAGES,
    fields: useFieldChecks<Required<LandingLeadValues>>(id, personRules),
    row: (values, context) => landingLeadRow(values, origen, context),
  });

  return (
    <FormFrame form={form} className={cn("flex flex-col gap-4", className)}>
      <PersonField name="name" {...fields.name} />
      <PersonField name="email" {...fields.email} />
      <PersonField name="phone" {...fields.phone} />
      <SubmitButton size="lg" className="w-full">
        {copy.submitLabel}
      </SubmitButton>
      {copy.privacyNote ? (
        <p className="text-muted-foreground text-center text-xs">{copy.privacyNote}</p>
      ) : null}
    </FormFrame>
  );
}
