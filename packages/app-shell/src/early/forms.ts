import { declaredToast, firstBlankField } from "@agencia/ui/form-rules";
import { showSending } from "@agencia/ui/form-sending";
import type { Handover } from "./handover";
import type { Reason } from "./start";
import { showEarlyToast } from "./toast";

/**
 * Forms before React starts. Every form of the apps is a React form; until React listens, the
 * early script gives the first answer React would, at once, from what the form declares
 * (`@agencia/ui/form-rules`: the browser's constraints, `aria-required`, declared toasts;
 * `data-busy-label` on submit buttons). A complete form is shown as sending and its submission
 * handed to React once it has hydrated; never submitted natively, which would put the values in a
 * URL.
 */
export interface EarlyForms {
  /** The forms held as sending, for the recovery if the app cannot load. */
  held(): HTMLFormElement[];
  release(form: HTMLFormElement): void;
  /** Holds `form` as sending and hands its submission to React once hydrated. */
  send(form: HTMLFormElement, submitter: HTMLElement | null): void;
}

export function earlyForms(handover: Handover, start: (reason: Reason) => void): EarlyForms {
  /** Each form held as sending, with the function that puts it back as React rendered it. */
  const sending = new Map<HTMLFormElement, () => void>();

  const release = (form: HTMLFormElement) => {
    sending.get(form)?.();
    sending.delete(form);
  };

  const send = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    sending.set(form, showSending(form));
    handover.later(() => {
      release(form);
      if (submitter?.isConnected) submitter.click();
      else if (form.isConnected) form.requestSubmit();
    });
    start("needed");
  };

  const untilReact = { capture: true, signal: handover.untilReact };
  window.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      event.preventDefault();
      if (sending.has(form)) return;
      const notice = declaredToast(form, "notice");
      if (notice) return showEarlyToast(notice);
      const blank = firstBlankField(form);
      if (blank) {
        const toast = declaredToast(form, "invalid");
        if (toast) showEarlyToast(toast);
        else form.reportValidity();
        return blank.focus();
      }
      // A form with `novalidate` skipped the browser's checks (a malformed e-mail): its bubble.
      if (!form.checkValidity()) return void form.reportValidity();
      send(form, event.submitter);
    },
    untilReact,
  );

  // The browser refused a submission for a `required` field (blank, or a malformed e-mail): its
  // bubble answers, and a form that declares a toast shows it too, once per attempt.
  let toastedThisAttempt = false;
  window.addEventListener(
    "invalid",
    (event) => {
      const field = event.target as HTMLInputElement;
      if (toastedThisAttempt || !field.required || !field.form || field.form.noValidate) return;
      const toast = declaredToast(field.form, "invalid");
      if (!toast) return;
      toastedThisAttempt = true;
      queueMicrotask(() => (toastedThisAttempt = false));
      showEarlyToast(toast);
    },
    untilReact,
  );

  return { held: () => [...sending.keys()], release, send };
}
