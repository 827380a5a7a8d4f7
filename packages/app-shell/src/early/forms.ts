import { declaredToast, firstBlankField } from "@agencia/ui/form-rules";
import { showSending } from "@agencia/ui/form-sending";
import { showPlainToast } from "@agencia/ui/plain-toast";
import type { Handover } from "./handover";
import type { Reason } from "./start";

export type EarlyForms = ReturnType<typeof earlyForms>;

/** Takes a complete form's submission in full before React (answers true), or leaves it (false). */
export type SubmissionTaker = (form: HTMLFormElement, submitter: HTMLElement | null) => boolean;

/**
 * Until React has hydrated, a form gets the first answer React would give, from what it declares. A
 * complete form is held for React, never submitted natively, which would put its values in a URL.
 */
export function earlyForms(handover: Handover, start: (reason: Reason) => void) {
  /** Each form held, with what puts it back as React rendered it. */
  const sending = new Map<HTMLFormElement, () => void>();
  /** A page's enhancement may answer some submissions itself, until React starts. */
  const takers: SubmissionTaker[] = [];

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

  const untilHydrated = { capture: true, signal: handover.untilHydrated };
  window.addEventListener(
    "submit",
    (event) => {
      if (!(event.target instanceof HTMLFormElement)) return;
      const form = event.target;
      event.preventDefault();
      if (sending.has(form)) return;
      const notice = declaredToast(form, "notice");
      if (notice) return showPlainToast(notice);
      const blank = firstBlankField(form);
      if (blank) {
        const toast = declaredToast(form, "invalid");
        if (toast) showPlainToast(toast);
        else form.reportValidity();
        return blank.focus();
      }
      // `novalidate` skipped the browser's checks, so a malformed e-mail is caught here.
      if (!form.checkValidity()) return void form.reportValidity();
      if (handover.untilReact.aborted || !takers.some((take) => take(form, event.submitter)))
        send(form, event.submitter);
    },
    untilHydrated,
  );

  // The browser's bubble answers a refused `required` field; a declared toast shows once per attempt.
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
      showPlainToast(toast);
    },
    untilHydrated,
  );

  const takeSubmissions = (take: SubmissionTaker) => void takers.push(take);
  return { held: () => [...sending.keys()], release, send, takeSubmissions };
}
