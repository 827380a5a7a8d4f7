/**
 * What the early script (index.ts) and the client entry (../entry-client.tsx) agree on: the entry
 * says `HYDRATION_START` on `window` just before React starts, and marks `<html data-hydrated>`
 * once React has hydrated the page. The tests read both too.
 */
export const HYDRATION_START = "hydrationstart";

/** `document.documentElement.dataset` key set to "true" once React has hydrated the page. */
export const HYDRATED = "hydrated";

export const isHydrated = () => document.documentElement.dataset[HYDRATED] === "true";

/** Runs `work` once React has hydrated the page (at once if it has). */
export function whenHydrated(work: () => void, signal?: AbortSignal): void {
  if (isHydrated()) return work();
  const observer = new MutationObserver(() => {
    if (!isHydrated()) return;
    observer.disconnect();
    work();
  });
  observer.observe(document.documentElement, { attributeFilter: [`data-${HYDRATED}`] });
  signal?.addEventListener("abort", () => observer.disconnect());
}
