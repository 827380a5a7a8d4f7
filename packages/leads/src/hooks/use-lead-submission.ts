import { useHydrated } from "@agencia/ui/hooks/use-hydrated";
import { showToast, type ToastMessage } from "@agencia/ui/toaster";
import { useRef, useState } from "react";
import { readAttribution } from "../attribution";
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

export interface SubmitOptions {
  /** The value of the form's honeypot field; people leave it empty. */
  honeypot?: string;
  /** The price of what the lead asks to buy, reported with its conversion. */
  value?: LeadValue;
}

/**
 * One form's submissions: a second submit while sending does nothing; retries reuse the lead's id
 * until it is stored, so it is stored once. Each outcome shows the form's toast.
 */
export function useLeadSubmission(messages: SubmissionMessages) {
  const backend = useLeadsBackend();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const leadId = useRef<string | null>(null);
  // A prerendered form has been on screen since the page loaded, maybe long before hydration
  // (which can wait for the visitor's first intent); a form rendered later starts now.
  const hydrating = !useHydrated();
  const [startedAt] = useState(() => (hydrating ? performance.timeOrigin : Date.now()));
  const succeeded = () => {
    showToast({ ...messages.success, variant: "success" });
    return true;
  };

  async function submit(buildRow: (context: RowContext) => LeadRow, options: SubmitOptions = {}) {
    if (busy.current) return false;
    if (!backend) throw new Error("Los formularios necesitan un <LeadsProvider> en el navegador.");
    busy.current = true;
    setSubmitting(true);
    try {
      // Looks like a bot: act as if it worked and store nothing.
      if (options.honeypot || Date.now() - startedAt < MIN_FILL_TIME_MS) return succeeded();
      leadId.current ??= crypto.randomUUID();
      const row = buildRow({ id: leadId.current, now: new Date(), attribution: readAttribution() });
      const problem = rowProblem(row);
      const result = problem
        ? { ok: false as const, retry: false as const, detail: problem, message: problem }
        : await backend.deliver(row, options.value);
      if (result.ok) {
        leadId.current = null;
        return succeeded();
      }
      console.error("No se pudo guardar el contacto:", result.detail);
      const reason = !result.retry ? result.message : undefined;
      showToast({
        ...messages.error,
        description: reason
          ? `${reason} ${messages.error.description ?? ""}`.trim()
          : messages.error.description,
        variant: "destructive",
      });
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  /** The next submission is a new lead. */
  const reset = () => (leadId.current = null);

  return { submitting, submit, reset };
}
