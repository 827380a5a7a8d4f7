// What the first-interaction bench records inside the page, on the page's own clock: the Event
// Timing entries (as INP reads them), when the gesture began, and when a painted frame first showed
// what the bench waits for. `recordTiming` runs before the page's own scripts (`addInitScript`); no
// named functions inside it (tsx would wrap those in a helper the page lacks).
//
// The bench reaches a measured page through `page.evaluate`, the keyboard and the touchscreen only.
// Playwright's locators and `waitForFunction` would add its injected script to the page, which
// listens on the window for every event of a tap: the bench would time those listeners as the
// page's own.
import type { Page } from "@playwright/test";

export interface InPageTiming {
  /** The Event Timing entries delivered so far; `observer.takeRecords()` has those still queued. */
  entries: PerformanceEntry[];
  observer: PerformanceObserver;
  /**
   * Set by the bench just before the gesture: events before it (a setup's own taps, such as
   * ticking a checkbox) are not the gesture.
   */
  armed?: boolean;
  /** The `timeStamp` of the gesture's first event (pointerdown, or wheel for a scroll). */
  gestureAt?: number;
  /** Set by the bench before the gesture: whether the page shows what the bench waits for. */
  check?: () => boolean;
  /** When the check first held after a painted frame. */
  shownAt?: number;
  /** The entries delivered or queued so far of interactions that began with the gesture. */
  fromGesture(): PerformanceEventTiming[];
}

declare global {
  interface Window {
    __bench: InPageTiming;
  }
}

export function recordTiming(): void {
  const entries: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
  const timing: InPageTiming = {
    entries,
    observer,
    // A method: tsx names an arrow function in an object literal with a helper the page lacks.
    fromGesture() {
      entries.push(...observer.takeRecords());
      return (entries as PerformanceEventTiming[]).filter(
        (entry) => entry.interactionId > 0 && entry.startTime >= timing.gestureAt! - 1,
      );
    },
  };
  window.__bench = timing;
  // `durationThreshold` (Event Timing's own option) is missing from TypeScript's DOM types.
  const init: PerformanceObserverInit & { durationThreshold: number } = {
    type: "event",
    durationThreshold: 16,
    buffered: true,
  };
  observer.observe(init);

  // A message posted from requestAnimationFrame is handled once that frame has been painted: the
  // check sees what the frame showed, and never delays it.
  const afterFrame = new MessageChannel();
  afterFrame.port1.onmessage = () => {
    if (timing.check?.()) timing.shownAt = performance.now();
    else requestAnimationFrame(() => afterFrame.port2.postMessage(null));
  };
  for (const type of ["pointerdown", "wheel"])
    addEventListener(
      type,
      (event) => {
        if (!timing.armed || timing.gestureAt !== undefined) return;
        timing.gestureAt = event.timeStamp;
        if (timing.check) requestAnimationFrame(() => afterFrame.port2.postMessage(null));
      },
      { capture: true, passive: true },
    );
}

/**
 * Resolves true once `check(arg)` holds in the page, polled every 50 ms, or false after `timeoutMs`.
 * `check` runs in the page: no named functions inside it.
 */
export function untilInPage(
  page: Page,
  check: (arg: string) => boolean,
  arg = "",
  timeoutMs = 15_000,
): Promise<boolean> {
  return page.evaluate(`new Promise((resolve) => {
    const holds = () => (${check.toString()})(${JSON.stringify(arg)});
    const until = performance.now() + ${timeoutMs};
    const poll = () =>
      holds() ? resolve(true) : performance.now() > until ? resolve(false) : setTimeout(poll, 50);
    poll();
  })`);
}
