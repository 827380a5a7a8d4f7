import { Field } from "@agencia/ui/field";
import { Input } from "@agencia/ui/input";
import type * as React from "react";
import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { FieldRule } from "../validation";

export type FormInputProps<T extends FieldValues> = Omit<
  React.ComponentProps<"input">,
  "id" | "name" | "form"
> & {
  form: UseFormReturn<T>;
  /** The form's id; the input's id is `${formId}-${name}`. */
  formId: string;
  name: Path<T>;
  label: string;
  /** A line under the input (its rules), read with it by screen readers until an error shows. */
  hint?: string;
  /** The Spanish rule of the text, from `rules` in validation.ts. */
  validate?: FieldRule;
  fieldClassName?: string;
};

/**
 * One text input of a lead form: label, input, and the Spanish error of its rule, wired for
 * assistive technology. Native attributes (`required`, `type`) still let the browser refuse first.
 */
export function FormInput<T extends FieldValues>({
  form,
  formId,
  name,
  label,
  hint,
  validate,
  required,
  fieldClassName,
  ...inputProps
}: FormInputProps<T>) {
  const id = `${formId}-${name}`;
  const error = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return (
    <Field
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={fieldClassName}
    >
      <Input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...inputProps}
        {...form.register(name, {
          validate: validate && ((value: unknown) => validate(String(value ?? ""))),
        })}
      />
    </Field>
  );
}
