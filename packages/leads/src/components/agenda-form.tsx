import {
  consultationContactMethods,
  consultationForm as copy,
  consultationThankYou,
} from "@agencia/content/agenda";
import { Field } from "@agencia/ui/field";
import { Select } from "@agencia/ui/select";
import { Textarea } from "@agencia/ui/textarea";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLeadSubmission } from "../hooks/use-lead-submission";
import { agendaRow, type AgendaValues } from "../rows";
import { rules } from "../validation";
import { FormInput } from "./form-input";
import { HoneypotField } from "./honeypot-field";
import { LeadThankYou } from "./lead-thank-you";
import { SubmitButton } from "./submit-button";

export const AGENDA_MESSAGES = {
  success: {
    title: "✅ ¡Consulta solicitada!",
    description: "Gracias por tu interés. Nos pondremos en contacto con vos a la brevedad.",
  },
  error: {
    title: "❌ Hubo un error",
    description: "No se pudo enviar tu solicitud. Por favor, intentá de nuevo.",
  },
} as const;

const EMPTY: Required<AgendaValues> = {
  name: "",
  email: "",
  phone: "",
  contactMethod: "",
  needs: "",
};

/**
 * The /agenda form: name, e-mail, contact method and needs required, phone optional. Once the
 * request is stored, a thank-you screen with the submitter's name replaces it.
 */
export function AgendaForm({ id = "agenda" }: { id?: string }) {
  const [honeypot, setHoneypot] = useState("");
  const [thanked, setThanked] = useState<string | null>(null);
  const submission = useLeadSubmission(AGENDA_MESSAGES);
  const form = useForm<Required<AgendaValues>>({
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
    const stored = await submission.submit((context) => agendaRow(values, context), { honeypot });
    if (stored) {
      reset(EMPTY);
      setThanked(values.name.trim());
    }
  });

  const sendAnother = () => {
    reset(EMPTY);
    setHoneypot("");
    submission.reset();
    setThanked(null);
  };

  if (thanked !== null) {
    return (
      <LeadThankYou
        title={consultationThankYou.title}
        name={thanked}
        text={consultationThankYou.text}
        resetLabel={consultationThankYou.resetLabel}
        onReset={sendAnother}
      />
    );
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const describedBy = (name: keyof AgendaValues) =>
    errors[name] ? `${fieldId(name)}-error` : undefined;

  return (
    <form id={id} onSubmit={onSubmit} className="relative grid gap-5 sm:grid-cols-2">
      <h2 className="text-2xl font-bold tracking-tight sm:col-span-2">{copy.title}</h2>
      <FormInput
        form={form}
        formId={id}
        name="name"
        label={copy.fields.name.label}
        placeholder={copy.fields.name.placeholder}
        autoComplete="name"
        required
        fieldClassName="sm:col-span-2"
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
        name="phone"
        label={copy.fields.phone.label}
        placeholder={copy.fields.phone.placeholder}
        type="tel"
        autoComplete="tel"
        validate={rules.telefono}
      />
      <Field
        id={fieldId("contactMethod")}
        label={copy.fields.contactMethod.label}
        required
        error={errors.contactMethod?.message}
        className="sm:col-span-2"
      >
        <Select
          id={fieldId("contactMethod")}
          required
          className="invalid:text-muted-foreground [&_option]:text-foreground"
          aria-invalid={errors.contactMethod ? true : undefined}
          aria-describedby={describedBy("contactMethod")}
          {...register("contactMethod", {
            validate: rules.required("Elegí cómo preferís que te contactemos."),
          })}
        >
          <option value="" disabled>
            {copy.fields.contactMethod.placeholder}
          </option>
          {consultationContactMethods.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={fieldId("needs")}
        label={copy.fields.needs.label}
        required
        error={errors.needs?.message}
        className="sm:col-span-2"
      >
        <Textarea
          id={fieldId("needs")}
          required
          rows={5}
          placeholder={copy.fields.needs.placeholder}
          aria-invalid={errors.needs ? true : undefined}
          aria-describedby={describedBy("needs")}
          {...register("needs", {
            validate: rules.all(rules.required("Contanos qué necesitás."), rules.texto),
          })}
        />
      </Field>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="flex flex-col gap-3 sm:col-span-2">
        <SubmitButton
          submitting={submission.submitting}
          size="lg"
          className="w-full sm:w-auto sm:self-start"
        >
          {copy.submitLabel}
        </SubmitButton>
        <p className="text-muted-foreground text-xs">{copy.privacyNote}</p>
      </div>
    </form>
  );
}
