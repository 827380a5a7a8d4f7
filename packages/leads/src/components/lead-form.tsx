import { leadFormFields as fields } from "@agencia/content/lead-form";
import { cn } from "@agencia/ui/cn";
import { Field } from "@agencia/ui/field";
import { Input } from "@agencia/ui/input";
import { useState, type FormEvent } from "react";
import { useLeadSubmission } from "../hooks/use-lead-form";
import { landingLeadRow, type LandingLeadValues } from "../rows/landing";
import { rules } from "../validation";
import { HoneypotField } from "./honeypot-field";
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

type Values = Required<LandingLeadValues>;
type Errors = Partial<Record<keyof Values, string>>;

const CHECKS = { name: rules.nombre, email: rules.email, phone: rules.telefono } as const;

export interface LeadFormProps {
  /** Written as the lead's origen: the service page's title or the landing's label. */
  origen: string;
  copy: { submitLabel: string; privacyNote?: string };
  id?: string;
  className?: string;
}

/**
 * The service pages' and landings' form: name and email required, phone optional. Wired by hand
 * on `useLeadSubmission`: on the landings (the offers app, with no other form) the kit's
 * `useLeadForm` would cost more than it saves.
 */
export function LeadForm({ origen, copy, id = "lead", className }: LeadFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  const { submitting, submit } = useLeadSubmission(LEAD_FORM_MESSAGES, (values: Values, context) =>
    landingLeadRow(values, origen, context),
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Values;
    // What the browser's own checks let through but the database would refuse, in Spanish.
    const found: Errors = {};
    for (const name of Object.keys(CHECKS) as (keyof Values)[]) {
      const outcome = CHECKS[name](values[name]);
      if (outcome !== true) found[name] = outcome;
    }
    setErrors(found);
    if (Object.keys(found).length === 0 && (await submit(values))) form.reset();
  }

  const field = (name: keyof Values) => ({
    id: `${id}-${name}`,
    name,
    onChange: () => errors[name] && setErrors((current) => ({ ...current, [name]: undefined })),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form id={id} onSubmit={onSubmit} className={cn("relative flex flex-col gap-4", className)}>
      <Field id={`${id}-name`} label={fields.name.label} required error={errors.name}>
        <Input
          {...field("name")}
          placeholder={fields.name.placeholder}
          autoComplete="name"
          required
        />
      </Field>
      <Field id={`${id}-email`} label={fields.email.label} required error={errors.email}>
        <Input
          {...field("email")}
          placeholder={fields.email.placeholder}
          type="email"
          autoComplete="email"
          required
        />
      </Field>
      <Field id={`${id}-phone`} label={fields.phone.label} error={errors.phone}>
        <Input
          {...field("phone")}
          placeholder={fields.phone.placeholder}
          type="tel"
          autoComplete="tel"
        />
      </Field>
      <HoneypotField />
      <SubmitButton submitting={submitting} size="lg" className="w-full">
        {copy.submitLabel}
      </SubmitButton>
      {copy.privacyNote ? (
        <p className="text-muted-foreground text-center text-xs">{copy.privacyNote}</p>
      ) : null}
    </form>
  );
}
