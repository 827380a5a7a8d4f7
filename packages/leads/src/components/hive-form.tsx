import { hivePage } from "@agencia/content/hive";
import { cn } from "@agencia/ui/cn";
import { Field } from "@agencia/ui/field";
import { Icon } from "@agencia/ui/icon";
import { Input } from "@agencia/ui/input";
import { Select } from "@agencia/ui/select";
import { Textarea } from "@agencia/ui/textarea";
import { showToast } from "@agencia/ui/toaster";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { incompleteToastAttributes } from "../form-feedback";
import { useLeadSubmission } from "../hooks/use-lead-submission";
import { hiveRow, type HiveValues } from "../rows";
import { rules } from "../validation";
import { honeypotOf, HoneypotField } from "./honeypot-field";
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

const EMPTY: Values = { name: "", email: "", phone: "", rol: "", message: "" };

/** Format checks once name and email are present; the missing ones get the spec's toast. */
function formatErrors(values: Values): Errors {
  const errors: Errors = {};
  const name = rules.nombre(values.name);
  const email = rules.email(values.email);
  const phone = rules.telefono(values.phone);
  const message = rules.texto(values.message);
  if (name !== true) errors.name = name;
  if (email !== true) errors.email = email;
  if (phone !== true) errors.phone = phone;
  if (message !== true) errors.message = message;
  return errors;
}

/**
 * /monitoreo-colmenas's form: name and email required through the spec's own check ('Faltan
 * datos'), phone, rol and message optional. After sending, a thank-you view replaces it.
 */
export function HiveForm({ id = "colmenas", className }: { id?: string; className?: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const { submitting, submit } = useLeadSubmission(HIVE_MESSAGES);
  const thanksRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const change = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!values.name.trim() || !values.email.trim()) {
      showToast(HIVE_MESSAGES.missing);
      const blank = values.name.trim() ? "email" : "name";
      event.currentTarget.querySelector<HTMLInputElement>(`[name=${blank}]`)?.focus();
      return;
    }
    const found = formatErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const stored = await submit((context) => hiveRow(values, context), {
      honeypot: honeypotOf(event.currentTarget),
    });
    if (stored) setSent(true);
  }

  if (sent) {
    return (
      <div
        role="status"
        className={cn("flex flex-col items-center gap-4 py-10 text-center", className)}
      >
        <span className="bg-success/10 text-success flex size-16 items-center justify-center rounded-full">
          <Icon name="CircleCheck" className="size-8" />
        </span>
        <h3 ref={thanksRef} tabIndex={-1} className="text-2xl font-bold outline-none">
          {copy.thankYou.title}
        </h3>
        <p className="text-muted-foreground max-w-md">{copy.thankYou.text}</p>
      </div>
    );
  }

  const fieldId = (name: keyof Values) => `${id}-${name}`;
  const invalid = (name: keyof Values) =>
    errors[name]
      ? { "aria-invalid": true as const, "aria-describedby": `${fieldId(name)}-error` }
      : {};

  return (
    <form
      id={id}
      noValidate
      onSubmit={handleSubmit}
      {...incompleteToastAttributes(HIVE_MESSAGES.missing)}
      className={cn("relative grid gap-5 sm:grid-cols-2", className)}
    >
      <Field id={fieldId("name")} label={copy.labels.name} required error={errors.name}>
        <Input
          id={fieldId("name")}
          name="name"
          autoComplete="name"
          placeholder={copy.placeholders.name}
          aria-required="true"
          value={values.name}
          onChange={change("name")}
          {...invalid("name")}
        />
      </Field>
      <Field id={fieldId("email")} label={copy.labels.email} required error={errors.email}>
        <Input
          id={fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={copy.placeholders.email}
          aria-required="true"
          value={values.email}
          onChange={change("email")}
          {...invalid("email")}
        />
      </Field>
      <Field id={fieldId("phone")} label={copy.labels.phone} error={errors.phone}>
        <Input
          id={fieldId("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder={copy.placeholders.phone}
          value={values.phone}
          onChange={change("phone")}
          {...invalid("phone")}
        />
      </Field>
      <Field id={fieldId("rol")} label={copy.labels.rol}>
        <Select id={fieldId("rol")} name="rol" value={values.rol} onChange={change("rol")}>
          <option value="">{copy.placeholders.rol}</option>
          {copy.roles.map((role) => (
            <option key={role.value} value={role.value}>
              {role.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={fieldId("message")}
        label={copy.labels.message}
        error={errors.message}
        className="sm:col-span-2"
      >
        <Textarea
          id={fieldId("message")}
          name="message"
          rows={4}
          placeholder={copy.placeholders.message}
          value={values.message}
          onChange={change("message")}
          {...invalid("message")}
        />
      </Field>
      <HoneypotField />
      <div className="sm:col-span-2">
        <SubmitButton submitting={submitting} size="lg" className="w-full">
          {copy.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
