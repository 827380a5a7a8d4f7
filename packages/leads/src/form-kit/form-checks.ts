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

/**
 * A form's checks before it is sent (`useLeadForm`'s `fields`): its answers when they pass, else
 * undefined (having said why); what its fields read (`useFieldChecks`); and forgetting errors.
 */
export interface FieldChecks<Values> {
  check(form: HTMLFormElement, submitter?: HTMLElement | null): Values | undefined;
  checks?: FormChecks;
  clear?(): void;
  /** Attributes its `<form>` declares, for the page's early script (`@agencia/ui/form-rules`). */
  declared?: Record<string, string | undefined>;
}
