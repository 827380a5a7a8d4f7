import { leadFormFields as fields } from "@agencia/content/lead-form";
import { cn } from "@agencia/ui/cn";
import { Field } from "@agencia/ui/field";
import { Input } from "@agencia/ui/input";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLeadSubmission } from "../hooks/use-lead-submission";
import { landingLeadRow, type LandingLeadValues } from "../rows";
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

const EMPTY: Required<LandingLeadValues> = { name: "", email: "", phone: "" };

export interface LeadFormProps {
  /** Written as the lead's origen: the service page's title or the landing's label. */
  origen: string;
  copy: { submitLabel: string; privacyNote?: string };
  id?: string;
  className?: string;
}

/** The service pages' and landings' form: name and email required, phone optional. */
export function LeadForm({ origen, copy, id = "lead", className }: LeadFormProps) {
  const [honeypot, setHoneypot] = useState("");
  const { submitting, submit } = useLeadSubmission(LEAD_FORM_MESSAGES);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Required<LandingLeadValues>>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    const stored = await submit((context) => landingLeadRow(values, origen, context), { honeypot });
    if (stored) reset(EMPTY);
  });

  const fieldId = (name: keyof LandingLeadValues) => `${id}-${name}`;
  const describedBy = (name: keyof LandingLeadValues) =>
    errors[name] ? `${fieldId(name)}-error` : undefined;

  return (
    <form id={id} onSubmit={onSubmit} className={cn("relative flex flex-col gap-4", className)}>
      <Field id={fieldId("name")} label={fields.name.label} required error={errors.name?.message}>
        <Input
          id={fieldId("name")}
          placeholder={fields.name.placeholder}
          autoComplete="name"
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          {...register("name", { validate: rules.nombre })}
        />
      </Field>
      <Field id={fieldId("email")} label={fields.email.label} required error={errors.email?.message}>
        <Input
          id={fieldId("email")}
          placeholder={fields.email.placeholder}
          type="email"
          autoComplete="email"
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("email")}
          {...register("email", { validate: rules.email })}
        />
      </Field>
      <Field id={fieldId("phone")} label={fields.phone.label} error={errors.phone?.message}>
        <Input
          id={fieldId("phone")}
          placeholder={fields.phone.placeholder}
          type="tel"
          autoComplete="tel"
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describedBy("phone")}
          {...register("phone", { validate: rules.telefono })}
        />
      </Field>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <SubmitButton submitting={submitting} size="lg" className="w-full">
        {copy.submitLabel}
      </SubmitButton>
      {copy.privacyNote ? (
        <p className="text-center text-xs text-muted-foreground">{copy.privacyNote}</p>
      ) : null}
    </form>
  );
}
