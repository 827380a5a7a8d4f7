import { showSending } from "@agencia/ui/form-sending";
import type { Handover } from "./handover";
import type { Reason } from "./start";
import { declaredToast, showEarlyToast } from "./toast";

/**
 * Forms before React has taken over. Every form of the apps is a React form; until React
 * listens, the early script gives the visitor the same first answer React would, at once, from
 * what the form declares in HTML:
 * - the browser's own constraints (`required`, `type="email"`, …) and `aria-required="true"` for
 *   a field that must not be blank but has no browser bubble;
 * - `data-invalid-title` / `data-invalid-description`: the toast of a form sent with a required
 *   field blank (or, for a `required` field the browser checks, invalid);
 * - `data-notice-title` / `data-notice-description`: a form whose submission only shows a notice;
 * - `data-busy-label` on its submit buttons: what they say while it is sending.
 * A complete form is held as sending (`showSending`, as React's forms show it) and its submission
 * handed to React once it has hydrated; never submitted natively, which would put the values in a
 * URL.
 */

/** The first text field that must not be blank (`required` or `aria-required`) and is. */
function firstBlank(form: HTMLFormElement): HTMLElement | null {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
    if (element.type === "checkbox" || element.type === "radio") continue;
    const required = element.required || element.getAttribute("aria-required") === "true";
    if (required && element.value.trim() === "") return element;
  }
  return null;
}

export interface EarlyForms {
  /** The forms held as sending, for the recovery if the app cannot load. */
  held(): HTMLFormElement[];
  release(form: HTMLFormElement): void;
  /** Holds `form` as sending and hands its submission to React once hydrated. */
  send(form: HTMLFormElement, submitter: HTMLElement | null): void;
}

export function earlyForms(handover: Handover, start: (reason: Reason) => void): EarlyForms {
  let toastedThisAttempt = false;

  /** The forms held as sending, each with the function that puts it back as React rendered it. */
  const sending = new Map<HTMLFormElement, () => void>();

  const release = (form: HTMLFormElement) => {
    sending.get(form)?.();
    sending.delete(form);
  };

  const send = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    sending.set(form, showSending(form));
    handover.later(() => {
      release(form);
      const button = submitter?.isConnected ? submitter : null;
      if (button) button.click();
      else if (form.isConnected) form.requestSubmit();
    });
    start("needed");
  };

  window.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      event.preventDefault();
      if (sending.has(form)) return;
      const notice = declaredToast(form, "notice");
      if (notice) {
        showEarlyToast(notice);
        return;
      }
      const blank = firstBlank(form);
      if (blank) {
        const toast = declaredToast(form, "invalid");
        if (toast) showEarlyToast(toast);
        else form.reportValidity();
        blank.focus();
        return;
      }
      // A form with `novalidate` skipped the browser's checks (a malformed e-mail): its bubble.
      if (!form.checkValidity()) {
        form.reportValidity();
        return;
      }
      send(form, event.submitter);
    },
    { capture: true, signal: handover.whileEarly },
  );

  // The browser refused a submission because of a `required` field (empty, or a malformed
  // e-mail): its bubble is the answer, and a form that declares a toast shows it too, once per
  // attempt. (A form with `novalidate` is checked by the submit handler above instead.)
  window.addEventListener(
    "invalid",
    (event) => {
      const field = event.target as HTMLInputElement;
      if (toastedThisAttempt || !field.required || !field.form) return;
      const toast = !field.form.noValidate && declaredToast(field.form, "invalid");
      if (!toast) return;
      toastedThisAttempt = true;
      queueMicrotask(() => (toastedThisAttempt = false));
      showEarlyToast(toast);
    },
    { capture: true, signal: handover.whileEarly },
  );

  return { held: () => [...sending.keys()], release, send };
}
