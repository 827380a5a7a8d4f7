import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import { captureAttribution } from "../attribution";
import type { LeadEvent } from "../lead-events";
import { browserOutbox, type Sender } from "../outbox";
import type { LeadsConfig } from "../send";

type LeadsContextValue = ReturnType<typeof browserOutbox> | null;

const LeadsContext = createContext<LeadsContextValue>(null);

/**
 * Gives every form below it the backend to write to. In the browser it also records the visit's
 * attribution and delivers leads left in the outbox: now, and whenever the browser is back online.
 */
export function LeadsProvider({
  config,
  send,
  onStored,
  children,
}: {
  config: LeadsConfig;
  /** How a lead reaches the database; by default supabase-js. Stories and tests pass their own. */
  send?: Sender;
  /**
   * Hears each stored lead's conversion once (`generate_lead`, or `sign_up` for the newsletter),
   * with no personal data: the app sends it to its analytics.
   */
  onStored?: (event: LeadEvent) => void;
  children: ReactNode;
}) {
  const value = useMemo(
    () => (typeof window === "undefined" ? null : browserOutbox(config, send, onStored)),
    [config, send, onStored],
  );

  useEffect(() => {
    if (!value) return;
    captureAttribution(new URL(window.location.href), document.referrer);
    const flush = () => void value.flush();
    if (value.outbox.pending().length > 0) flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [value]);

  return <LeadsContext.Provider value={value}>{children}</LeadsContext.Provider>;
}

/** The backend of the nearest provider; null while prerendering (nothing is sent then). */
export function useLeadsBackend() {
  return useContext(LeadsContext);
}
