import { showToast, type ToastMessage } from "@agencia/ui/toaster";
import { useState, type FormEvent } from "react";
import { incompleteToastAttributes } from "../form-feedback";
import { firstBlank } from "../form-kit/answers";
import type { FieldRules } from "../form-kit/form-checks";
import { useFieldChecks } from "../form-kit/use-field-checks";
import { honeypotOf } from "../components/honeypot-field";
import type { LeadValue } from "../lead-events";
import type { LeadRow, RowContext } from "../rows";
import { useLeadSubmission, type SubmissionMessages } from "./use-lead-submission";

export type BuildRow<Values> = (values: Values, context: RowContext) => LeadRow;

export interface LeadFormOptions<Values> {
  /** The form's id; each field's id is `${id}-${name}`. */
  id: string;
  /** The spec's toasts of a stored lead and of a failure. */
  messages: SubmissionMessages;
  /**
   * The toast of a form sent incomplete: a field it requires (`required`, `aria-required`) blank,
   * which it focuses, or a field the browser refuses (with its bubble, unless `noValidate`).
   */
  incomplete?: ToastMessage;
  /** Each field's Spanish rule, checked before anything is sent. */
  rules?: FieldRules<Values>;
  /** The form's row builder. */
  row: BuildRow<Values>;
  /** The price of what the lead asks to buy, reported with its conversion. */
  value?: (values: Values) => LeadValue;
  /** Once stored, a thank-you screen replaces the form until `reset`; otherwise it is emptied. */
  thankYou?: boolean;
}

/**
 * Everything a lead form does besides its fields: the blank and field checks with their Spanish
 * messages, the honeypot and the minimum fill time, sending through the outbox (a second submit
 * while sending does nothing), and once stored the thank-you screen or an emptied form.
 * `<FormFrame form={…}>` renders the form; its fields wire themselves from `checks`.
 */
export function useLeadForm<Values>(options: LeadFormOptions<Values>) {
  const { id, messages, incomplete, thankYou = false } = options;
  const submission = useLeadSubmission(messages);
  const fields = useFieldChecks<Values>(id, options.rules);
  const [thanked, setThanked] = useState<Values | null>(null);

  /** Checks and sends `form`'s answers (`submitter`'s among them). */
  async function send(form: HTMLFormElement, submitter?: HTMLElement | null) {
    if (submission.submitting) return;
    if (incomplete) {
      // A form sent from a click the browser did not check (`preventDefault`) is checked here.
      const refused = !form.noValidate && !form.reportValidity();
      const blank = refused ? undefined : firstBlank(form);
      if (refused || blank) {
        blank?.focus();
        showToast(incomplete);
        return;
      }
    }
    const values = fields.check(form, submitter);
    if (!values) return;
    const stored = await submission.submit((context) => options.row(values, context), {
      honeypot: honeypotOf(form),
      value: options.value?.(values),
    });
    if (stored && thankYou) setThanked(values);
    else if (stored) form.reset();
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  };

  return {
    checks: fields.checks,
    /** Spread on the `<form>` (`<FormFrame>` does). */
    formProps: { id, onSubmit, ...(incomplete ? incompleteToastAttributes(incomplete) : {}) },
    submitting: submission.submitting,
    /** The answers of the stored lead while its thank-you screen shows, else null. */
    thanked,
    /** Forgets the last attempt and its thank-you screen: the next submission is a new lead. */
    reset() {
      submission.reset();
      fields.clear();
      setThanked(null);
    },
  };
}

export type LeadFormState = ReturnType<typeof useLeadForm>;
