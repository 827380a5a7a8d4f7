// What the early script and the client entry agree on: an event on `window` as React starts,
// and `<html data-hydrated="true">` once it has hydrated.
export const HYDRATION_START = "hydrationstart";
export const HYDRATED = "hydrated";

const isHydrated = () => document.documentElement.dataset[HYDRATED] === "true";

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
