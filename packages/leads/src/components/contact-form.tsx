import { contactForm as copy, contactServiceOptions } from "@agencia/content/contact";
import { Field } from "@agencia/ui/field";
import { Select } from "@agencia/ui/select";
import { Textarea } from "@agencia/ui/textarea";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLeadSubmission } from "../hooks/use-lead-submission";
import { contactRow, type ContactValues } from "../rows";
import { rules } from "../validation";
import { FormInput } from "./form-input";
import { HoneypotField } from "./honeypot-field";
import { SubmitButton } from "./submit-button";

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

const EMPTY: Required<ContactValues> = {
  name: "",
  email: "",
  company: "",
  phone: "",
  service: "",
  message: "",
};

/** The /contacto form: name, e-mail and message required; company, phone and service optional. */
export function ContactForm({ id = "contacto" }: { id?: string }) {
  const [honeypot, setHoneypot] = useState("");
  const { submitting, submit } = useLeadSubmission(CONTACT_MESSAGES);
  const form = useForm<Required<ContactValues>>({
    defaultValues: EMPTY,
    shouldUseNativeValidation: false,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const stored = await submit((context) => contactRow(values, context), { honeypot });
    if (stored) reset(EMPTY);
  });

  const fieldId = (name: string) => `${id}-${name}`;
  const describedBy = (name: keyof ContactValues) =>
    errors[name] ? `${fieldId(name)}-error` : undefined;

  return (
    <form id={id} onSubmit={onSubmit} className="relative grid gap-5 sm:grid-cols-2">
      <FormInput
        form={form}
        formId={id}
        name="name"
        label={copy.fields.name.label}
        placeholder={copy.fields.name.placeholder}
        autoComplete="name"
        required
        validate={rules.nombre}
      />
      <FormInput
        form={form}
        formId={id}
        name="email"
        label={copy.fields.email.label}
        placeholder={copy.fields.email.placeholder}
        type="email"
        autoComplete="email"
        required
        validate={rules.email}
      />
      <FormInput
        form={form}
        formId={id}
        name="company"
        label={copy.fields.company.label}
        placeholder={copy.fields.company.placeholder}
        autoComplete="organization"
        validate={rules.texto}
      />
      <FormInput
        form={form}
        formId={id}
        name="phone"
        label={copy.fields.phone.label}
        placeholder={copy.fields.phone.placeholder}
        type="tel"
        autoComplete="tel"
        validate={rules.telefono}
      />
      <Field id={fieldId("service")} label={copy.fields.service.label} className="sm:col-span-2">
        <Select id={fieldId("service")} {...register("service")}>
          {contactServiceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={fieldId("message")}
        label={copy.fields.message.label}
        required
        error={errors.message?.message}
        className="sm:col-span-2"
      >
        <Textarea
          id={fieldId("message")}
          required
          rows={5}
          placeholder={copy.fields.message.placeholder}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          {...register("message", {
            validate: rules.all(rules.required("Escribí tu mensaje."), rules.texto),
          })}
        />
      </Field>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={submitting} size="lg" className="w-full sm:w-auto">
          {copy.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
