import type { ToastMessage } from "@agencia/ui/toaster";

/**
 * A form's first answers, declared in its HTML so that a page can give them before React has
 * taken over (the apps' early script, `@agencia/app-shell`, reads them; React gives the same
 * ones once hydrated). Spread on the `<form>`.
 */

/** The toast of a form sent with a required field blank (`aria-required`, `required`). */
export const incompleteToastAttributes = ({ title, description }: ToastMessage) => ({
  "data-invalid-title": title,
  "data-invalid-description": description,
});
