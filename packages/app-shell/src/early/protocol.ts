// What the early script and the client entry agree on: an event on `window` as React starts, and
// another once it has hydrated, which also marks `<html data-hydrated="true">` for CSS and tests.
export const HYDRATION_START = "hydrationstart";
const HYDRATED = "hydrated";

export function markHydrated(): void {
  document.documentElement.dataset[HYDRATED] = "true";
  window.dispatchEvent(new Event(HYDRATED));
}

export function whenHydrated(work: () => void, signal?: AbortSignal): void {
  if (document.documentElement.dataset[HYDRATED] === "true") work();
  else window.addEventListener(HYDRATED, work, { once: true, signal });
}
