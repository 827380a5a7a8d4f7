/**
 * A form shown as sending, in the document itself: `aria-busy` on the form, its submit buttons
 * and the fields marked `data-disabled-while-sending` disabled, and each submit button saying its
 * `data-busy-label` ("Enviando...") in place of its label: shown by the theme's CSS, named by
 * `aria-label`. Nothing renders between the submit event and that answer, and nothing is added to
 * the page, so the apps' early script shows a form sending this way before hydration too.
 */

const DISABLED_WHILE_SENDING =
  "button[type='submit'], button:not([type]), input[type='submit'], [data-disabled-while-sending]";

type Control = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Shows `form` as sending; answers the function that puts it back as it was. */
export function showSending(form: HTMLFormElement): () => void {
  const disabled = Array.from(form.querySelectorAll<Control>(DISABLED_WHILE_SENDING)).filter(
    (control) => !control.disabled,
  );
  for (const control of disabled) control.disabled = true;
  const restore = [
    setAttribute(form, "aria-busy", "true"),
    ...Array.from(form.querySelectorAll<HTMLElement>("[data-busy-label]"), (button) =>
      setAttribute(button, "aria-label", button.dataset.busyLabel!),
    ),
  ];
  return () => {
    for (const control of disabled) control.disabled = false;
    for (const undo of restore) undo();
  };
}

/** Whether `form` is shown as sending (`showSending`): a second submit meanwhile does nothing. */
export const isSending = (form: HTMLFormElement) => form.getAttribute("aria-busy") === "true";

/** Sets an attribute; answers the function that puts back its former value (or absence). */
function setAttribute(element: Element, name: string, value: string): () => void {
  const was = element.getAttribute(name);
  element.setAttribute(name, value);
  return () => (was === null ? element.removeAttribute(name) : element.setAttribute(name, was));
}
