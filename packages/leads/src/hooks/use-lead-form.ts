/**
 * The kit's `useLeadForm` and its checks `blankChecks` and `validityChecks`. One module, so that
 * a page bundles it once with the rest of the leads code its footer's newsletter loads.
 */
import { declareToast, firstBlankField } from "@agencia/ui/form-rules";
import { isSending, showSending } from "@agencia/ui/form-sending";
import { shownSince } from "@agencia/ui/form-shown-since";
import { afterNextPaint } from "@agencia/ui/next-paint";
import { showToast, type ToastMessage } from "@agencia/ui/toaster";
import { useRef, useState, type FormEvent } from "react";
import { readAttribution } from "../attribution";
import { HONEYPOT_NAME } from "../components/honeypot-field";
import type { FieldChecks } from "../form-kit/form-checks";
import { heldBackToast } from "../held-back";
import type { LeadValue } from "../lead-events";
import type { LeadRow, RowContext } from "../rows";
import { rowProblem } from "../validation";
import { useLeadsBackend } from "./leads-provider";

/** A person needs longer than this to fill a form; a faster submit is a bot. */
export const MIN_FILL_TIME_MS = 1500;

export interface SubmissionMessages {
  success: ToastMessage;
  error: ToastMessage;
}

export type BuildRow<Values> = (values: Values, context: RowContext) => LeadRow;

export interface LeadFormOptions<Values> {
  /** The form's id; each field's id is `${id}-${name}`. */
  id: string;
  /** The spec's toasts of a stored lead and of a failure. */
  messages: SubmissionMessages;
  /**
   * The checks before anything is sent: `useFieldChecks(id, rules)` for Spanish errors under the
   * fields, `blankChecks(toast)` for a toast when a required field is blank, or a form's own.
   * Separate, so that each form loads only the checks it uses (the footer's newsletter, on every
   * page, only the blank check).
   */
  fields: FieldChecks<Values>;
  /** The form's row builder. */
  row: BuildRow<Values>;
  /** The price of what the lead asks to buy, reported with its conversion. */
  value?: (values: Values) => LeadValue;
  /** The request the answers make (the offer's plan): a retry with another is a new lead. */
  leadKey?: (values: Values) => string;
  /** Runs once the lead is stored, after its toast and emptying the form (a thank-you screen). */
  onStored?: (values: Values) => void;
  /** The page leaves once the lead is stored (to pay): the form stays shown as sending. */
  leavesOnceStored?: boolean;
}

/**
 * Everything a lead form does besides its fields and their checks (`fields`): the honeypot and
 * the minimum fill time, storing the lead built by `row` (a second submit while sending does
 * nothing; retries reuse the lead's id until it is stored, so it is stored once), the spec's
 * toast of the outcome, and an emptied form once stored. `<FormFrame form={…}>` renders the
 * form; its fields wire themselves from `checks`.
 */
export function useLeadForm<Values>(options: LeadFormOptions<Values>) {
  const { id, messages, fields } = options;
  const backend = useLeadsBackend();
  const lead = useRef<{ id: string; key?: string } | null>(null);
  // A prerendered form has been on screen since the page loaded, maybe long before hydration
  // (which can wait for the visitor's first intent): React finds it already in the document; if
  // it was filled in on the page before a reload, since then. A form React adds later starts now.
  // (Not `useHydrated`: its answer changes once hydration ends, which would render every form
  // again then, in the middle of the visitor's first tap.)
  const [startedAt] = useState(() => {
    const prerendered = typeof document === "undefined" ? null : document.getElementById(id);
    if (!prerendered) return Date.now();
    return Math.min(performance.timeOrigin, shownSince(prerendered) ?? Number.POSITIVE_INFINITY);
  });

  /** Stores the lead: false, after the error toast, when that failed. */
  async function store(values: Values) {
    // Looks like a bot (the honeypot filled, or too fast): act as if it worked, store nothing.
    const honeypot = (values as Record<string, unknown>)[HONEYPOT_NAME];
    if (honeypot || Date.now() - startedAt < MIN_FILL_TIME_MS) return true;
    if (!backend) throw new Error("Los formularios necesitan un <LeadsProvider> en el navegador.");
    const key = options.leadKey?.(values);
    if (lead.current?.key !== key) lead.current = null;
    lead.current ??= { id: crypto.randomUUID(), key };
    const row = options.row(values, {
      id: lead.current.id,
      now: new Date(),
      attribution: readAttribution(),
    });
    const problem = rowProblem(row);
    const result = problem
      ? { ok: false as const, retry: false as const, detail: problem, message: problem }
      : await backend.deliver(row, options.value?.(values));
    if (result.ok) {
      lead.current = null;
      return true;
    }
    console.error("No se pudo guardar el contacto:", result.detail);
    // Held back by the database's limits: the outbox sends it once they allow, the form keeps it.
    if (result.retry && result.retryAfterMs !== undefined) {
      showToast(heldBackToast(result.retryAfterMs));
      return false;
    }
    const reason = !result.retry && result.message;
    showToast({
      ...messages.error,
      description: reason
        ? `${reason} ${messages.error.description ?? ""}`.trim()
        : messages.error.description,
      variant: "destructive",
    });
    return false;
  }

  /**
   * Checks and sends `form`'s answers (`submitter`'s among them). The form shows it is sending
   * (`showSending`) from the submit event itself: no render stands between the tap and its answer.
   */
  async function send(form: HTMLFormElement, submitter?: HTMLElement | null) {
    if (isSending(form)) return;
    const values = fields.check(form, submitter);
    if (!values) return;
    const release = showSending(form);
    let leaving = false;
    try {
      await afterNextPaint();
      if (!(await store(values))) return;
      showToast({ ...messages.success, variant: "success" });
      form.reset();
      leaving = options.leavesOnceStored === true;
      options.onStored?.(values);
    } finally {
      if (!leaving) release();
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  };

  // Typing in the form (or the early script handing over what was typed before hydration) means a
  // submit may follow: what sending needs loads now, so that the lead does not wait for it after
  // the tap.
  const onInput = () => backend?.prepare();

  return {
    /** What its fields read (`<FormFrame>` provides it), when they wire themselves. */
    checks: fields.checks,
    /** Spread on the `<form>` (`<FormFrame>` does). */
    formProps: { id, onSubmit, onInput, ...fields.declared },
    /** Sends the form from a click its handler took over (the offer's plan buttons). */
    send,
  };
}

export type LeadFormState = ReturnType<typeof useLeadForm>;

/** A form's answers by name, the submitter's among them. */
const answersOf = <Values>(form: HTMLFormElement, submitter?: HTMLElement | null) =>
  Object.fromEntries(new FormData(form, submitter)) as Values;

/**
 * The checks of a form that answers a blank required text field (`required` or `aria-required`)
 * with `toast` rather than the browser's bubble: the field takes the focus and nothing is sent.
 * With none blank, `then` checks the answers (`useFieldChecks`), if given. The form declares the
 * toast for the page's early script too.
 */
export function blankChecks<Values>(
  toast: ToastMessage,
  then?: FieldChecks<Values>,
): FieldChecks<Values> {
  return {
    ...then,
    check(form, submitter) {
      const blank = firstBlankField(form);
      if (!blank) return then ? then.check(form, submitter) : answersOf(form, submitter);
      blank.focus();
      showToast(toast);
    },
    declared: declareToast("invalid", toast),
  };
}

/**
 * The checks of a form the browser checks (`required`, `type`, `maxLength`): a field it refuses
 * gets its bubble, the form shows `toast`, and nothing is sent.
 */
export function validityChecks<Values>(toast: ToastMessage): FieldChecks<Values> {
  return {
    check(form, submitter) {
      if (form.reportValidity()) return answersOf(form, submitter);
      showToast(toast);
    },
    declared: declareToast("invalid", toast),
  };
}
