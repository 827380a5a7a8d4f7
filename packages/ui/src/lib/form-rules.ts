/**
 * What a form's answers and first feedback are, read from the form itself. Framework-free: the
 * apps' early script answers with these rules before React has taken over, and the React forms
 * with the same ones after.
 */
import type { ToastMessage } from "../components/toaster";

/** A control that holds an answer. */
export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export const isFormField = (target: unknown): target is FormField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** A checkbox or a radio button: its answer is whether it is ticked. */
export const isToggle = (field: FormField): field is HTMLInputElement =>
  field.type === "checkbox" || field.type === "radio";

/** The form's named answer fields (not hidden ones). */
export const fieldsOf = (form: HTMLFormElement): FormField[] =>
  Array.from(form.elements).filter(
    (element): element is FormField =>
      isFormField(element) && element.name !== "" && element.type !== "hidden",
  );

/** The first text field that must not be blank (`required` or `aria-required="true"`) and is. */
export function firstBlankField(form: HTMLFormElement): FormField | null {
  for (const element of Array.from(form.elements)) {
    if (!isFormField(element) || element instanceof HTMLSelectElement || isToggle(element))
      continue;
    const required = element.required || element.getAttribute("aria-required") === "true";
    if (required && element.value.trim() === "") return element;
  }
  return null;
}

/**
 * The toasts a form declares in its HTML: `invalid`, shown when it is sent with a required field
 * blank; `notice`, shown instead of sending anything (a feature not offered yet).
 */
export type DeclaredToast = "invalid" | "notice";

/** The attributes that declare `toast` on a `<form>`. */
export const declareToast = (kind: DeclaredToast, { title, description }: ToastMessage) => ({
  [`data-${kind}-title`]: title,
  [`data-${kind}-description`]: description,
});

/** The toast of that kind `form` declares, if any. */
export function declaredToast(form: HTMLFormElement, kind: DeclaredToast): ToastMessage | null {
  const title = form.getAttribute(`data-${kind}-title`);
  if (!title) return null;
  const description = form.getAttribute(`data-${kind}-description`) ?? undefined;
  return { title, description, variant: kind === "invalid" ? "destructive" : "default" };
}
