import { contactForm as copy, contactServiceOptions } from "@agencia/content/contact";
import { Input } from "@agencia/ui/input";
import { Select } from "@agencia/ui/select";
import { Textarea } from "@agencia/ui/textarea";
import { useFieldChecks } from "../form-kit/use-field-checks";
import { useLeadForm } from "../hooks/use-lead-form";
import { contactRow, type ContactValues } from "../rows/contact";
import { personRules, rules } from "../validation";
import { FormField, FormFrame } from "./form-field";
import { PersonField } from "./person-field";
import { SubmitRow } from "./submit-button";

export const CONTACT_MESSAGES = {
  success: {
    title: "✅ ¡Mensaje Enviado!",
    description: "Gracias por contactarnos. Nos pondremos en contacto con vos a la brevedad.",
  },
  error: {
    title: "❌ Hubo un error",
    description: "No se pudo enviar tu mensaje. Por favor, intentá de nuevo.",
  },
} as const;

/**
 * The /contacto form: name, e-mail and message required; company, phone and service optional. A
 * stored message clears the form and shows a toast; a failure keeps every value.
 */
export function ContactForm({ id = "contacto" }: { id?: string }) {
  const form = useLeadForm({
    id,
    messages: CONTACT_MESSAGES,
    fields: useFieldChecks<ContactValues>(id, {
      ...personRules,
      company: rules.texto,
      message: rules.all(rules.required("Escribí tu mensaje."), rules.texto),
    }),
    row: contactRow,
  });

  return (
    <FormFrame form={form} className="grid gap-5 sm:grid-cols-2">
      <PersonField name="name" {...copy.fields.name} />
      <PersonField name="email" {...copy.fields.email} />
      <FormField name="company" label={copy.fields.company.label}>
        <Input placeholder={copy.fields.company.placeholder} autoComplete="organization" />
      </FormField>
      <PersonField name="phone" {...copy.fields.phone} />
      <FormField name="service" label={copy.fields.service.label} className="sm:col-span-2">
        <Select options={contactServiceOptions} />
      </FormField>
      <FormField
        name="message"
        label={copy.fields.message.label}
        required
        className="sm:col-span-2"
      >
        <Textarea rows={5} placeholder={copy.fields.message.placeholder} />
      </FormField>
      <SubmitRow>{copy.submitLabel}</SubmitRow>
    </FormFrame>
  );
}
