import type { AnalyticsEvent } from "./config";

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Defined by the analytics head script (./head-script.ts). */
    __track?: (name: string, params: Record<string, unknown>) => void;
  }
}

export function track(event: AnalyticsEvent): void {
  if (typeof window !== "undefined") window.__track?.(event.name, event.params);
}
