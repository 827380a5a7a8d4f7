/**
 * What the early script (index.ts) and the client entry (../entry-client.tsx) agree on. The
 * entry announces that React is starting with `HYDRATION_START` on `window` and marks
 * `<html data-hydrated="true">` once the page is hydrated; the early script reads both, and so do
 * the tests.
 */
export const HYDRATION_START = "hydrationstart";

/** `document.documentElement.dataset` key set to "true" once React has hydrated the page. */
export const HYDRATED = "hydrated";

export const isHydrated = () => document.documentElement.dataset[HYDRATED] === "true";
