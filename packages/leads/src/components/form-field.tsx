/**
 * The kit's form and its fields, as shadcn's `form.tsx`: `FormFrame` renders a lead form
 * (`useLeadForm`) and provides the checks its `FormField`s wire themselves from.
 */
import { cn } from "@agencia/ui/cn";
import { Field } from "@agencia/ui/field";
import {
  cloneElement,
  use,
  type ChangeEvent,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from "react";
import { FormChecksContext } from "../form-kit/form-checks";
import type { LeadFormState } from "../hooks/use-lead-form";
import { HoneypotField } from "./honeypot-field";

export type FormFrameProps = Omit<ComponentProps<"form">, "id" | "onSubmit"> & {
  form: Pick<LeadFormState, "checks" | "formProps">;
};

/**
 * The `<form>` of a lead form (`useLeadForm`): its id, submit handler and declared feedback, the
 * honeypot, and the checks its fields (`FormField`, `ChoiceGroup`) wire themselves from.
 */
export function FormFrame({ form, className, children, ...props }: FormFrameProps) {
  return (
    <FormChecksContext value={form.checks ?? { id: form.formProps.id, errors: {}, changed() {} }}>
      <form {...form.formProps} className={cn("relative", className)} {...props}>
        {children}
        <HoneypotField />
      </form>
    </FormChecksContext>
  );
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface ControlProps {
  id?: string;
  name?: string;
  required?: boolean;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  onChange?: (event: ChangeEvent<Control>) => void;
}

export interface FormFieldProps {
  /** The answer's name; the control's id is `${formId}-${name}`. */
  name: string;
  label: ReactNode;
  required?: boolean;
  /** A line under the control (its rules), read with it until an error shows. */
  hint?: ReactNode;
  className?: string;
  /** The control (`Input`, `Select`, `Textarea`): the field gives it its id, name and state. */
  children: ReactElement<ControlProps>;
}

/**
 * One field of a form in a `<FormFrame>`, wired from its name alone (as shadcn's FormControl
 * does): label, control, hint and the Spanish error of its rule, with `aria-invalid` and
 * `aria-describedby` on the control. `required` also lets the browser refuse a blank first.
 */
export function FormField({ name, label, required, hint, className, children }: FormFieldProps) {
  const { id: formId, errors, changed } = use(FormChecksContext);
  const id = `${formId}-${name}`;
  const error = errors[name];
  const control = cloneElement(children, {
    id,
    name,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    onChange: (event: ChangeEvent<Control>) => changed(name, event.target),
  });
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      {control}
    </Field>
  );
}
