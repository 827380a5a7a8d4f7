import {
  partnerContactMethods,
  partnerExperienceOptions,
  partnerForm as copy,
  partnerServices,
  partnerThankYou,
} from "@agencia/content/partners";
import { Checkbox } from "@agencia/ui/checkbox";
import { Field } from "@agencia/ui/field";
import { Select } from "@agencia/ui/select";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLeadSubmission } from "../hooks/use-lead-submission";
import { partnerRow } from "../rows";
import { rules } from "../validation";
import { FormInput } from "./form-input";
import { HoneypotField } from "./honeypot-field";
import { LeadThankYou } from "./lead-thank-you";
import { SubmitButton } from "./submit-button";

export const PARTNER_MESSAGES = {
  success: {
    title: "✅ ¡Postulación Recibida!",
    description:
      "Gracias por tu interés en ser partner. Analizaremos tu perfil y te contactaremos.",
  },
  error: {
    title: "❌ Hubo un error",
    description: "No se pudo enviar tu postulación. Por favor, intentá de nuevo.",
  },
} as const;

interface PartnerFormValues {
  name: string;
  email: string;
  phone: string;
  services: string[];
  experience: string;
  contactMethod: string;
}

const requiredExperience = rules.required("Contanos si tenés experiencia en ventas.");

const empty = (): PartnerFormValues => ({
  name: "",
  email: "",
  phone: "",
  services: [],
  experience: "",
  contactMethod: "",
});

/**
 * The /partners application: name, e-mail, sales experience and contact method required; phone
 * and the services to offer optional. A thank-you screen replaces it once stored.
 */
export function PartnerForm({ id = "partners" }: { id?: string }) {
  const [honeypot, setHoneypot] = useState("");
  const [thanked, setThanked] = useState<string | null>(null);
  const submission = useLeadSubmission(PARTNER_MESSAGES);
  const form = useForm<PartnerFormValues>({
    defaultValues: empty(),
    shouldUseNativeValidation: false,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    const services = values.services ?? [];
    const stored = await submission.submit(
      (context) => partnerRow({ ...values, services }, context),
      { honeypot },
    );
    if (stored) {
      reset(empty());
      setThanked(values.name.trim());
    }
  });

  const sendAnother = () => {
    reset(empty());
    setHoneypot("");
    submission.reset();
    setThanked(null);
  };

  if (thanked !== null) {
    return (
      <LeadThankYou
        title={partnerThankYou.title}
        name={thanked}
        text={partnerThankYou.text}
        resetLabel={partnerThankYou.resetLabel}
        onReset={sendAnother}
      />
    );
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const describedBy = (name: keyof PartnerFormValues) =>
    errors[name] ? `${fieldId(name)}-error` : undefined;

  return (
    <form id={id} onSubmit={onSubmit} className="relative grid gap-5 sm:grid-cols-2">
      <div className="flex flex-col gap-2 sm:col-span-2">
        <h2 className="text-2xl font-bold tracking-tight">{copy.title}</h2>
        <p className="text-muted-foreground">{copy.subtitle}</p>
      </div>
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
          {partnerContactMethods.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-2 text-sm font-medium">{copy.fields.services.label}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {partnerServices.map((service, index) => (
            <Checkbox
              key={service}
              id={fieldId(`service-${index}`)}
              label={service}
              value={service}
              {...register("services")}
            />
          ))}
        </div>
      </fieldset>
      <fieldset
        className="flex flex-col gap-2 sm:col-span-2"
        aria-describedby={describedBy("experience")}
      >
        <legend className="mb-2 text-sm font-medium">
          {copy.fields.experience.label}
          <span aria-hidden="true" className="text-destructive">
            {" "}
            {copy.requiredMark}
          </span>
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {partnerExperienceOptions.map((option) => (
            <label
              key={option.value}
              className="rounded-control border-border hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50 flex cursor-pointer items-start gap-3 border px-3.5 py-3 text-sm transition-colors"
            >
              <input
                type="radio"
                value={option.value}
                required
                className="accent-brand-600 mt-0.5 size-4"
                {...register("experience", {
                  validate: (value) => requiredExperience(value ?? ""),
                })}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {errors.experience ? (
          <p
            id={`${fieldId("experience")}-error`}
            role="alert"
            className="text-destructive text-xs font-medium"
          >
            {errors.experience.message}
          </p>
        ) : null}
      </fieldset>
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="sm:col-span-2">
        <SubmitButton submitting={submission.submitting} size="lg" className="w-full sm:w-auto">
          {copy.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
