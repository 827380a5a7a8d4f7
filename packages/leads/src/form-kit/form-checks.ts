import { createContext } from "react";

/** Each field's Spanish rule, by the field's name; it may read the form's other answers. */
export type FieldRules<Values> = {
  [Name in keyof Values]?: (value: string, values: Values) => string | true;
};

/** A form's control, as a field's check reads it. */
export type CheckedControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type FieldErrors = Partial<Record<string, string>>;

/** What a form's fields read to wire themselves: their ids, their errors, and a change to check. */
export interface FormChecks {
  /** The form's id; a field's id is `${id}-${name}`. */
  id: string;
  errors: FieldErrors;
  /** A field changed: an error it shows follows what is typed, and goes once the value passes. */
  changed(name: string, control: CheckedControl): void;
}

/** The checks of the form around a field; `<FormFrame>` provides them. */
export const FormChecksContext = createContext<FormChecks>(null!);

/** The first refusal of each rule, by field name; empty when every answer passes. */
export function fieldErrors<Values>(rules: FieldRules<Values>, values: Values): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of Object.keys(rules) as (keyof Values & string)[]) {
    const outcome = rules[name]?.(String(values[name] ?? ""), values);
    if (typeof outcome === "string") errors[name] = outcome;
  }
  return errors;
}
