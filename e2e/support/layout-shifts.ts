import type { Page } from "@playwright/test";
import { hydrate } from "./hydration";

export interface Shift {
  value: number;
  /** What moved, for the failure message. */
  sources: string[];
}

interface ShiftRecorder {
  shifts: Shift[];
  observer: PerformanceObserver;
  record(entries: PerformanceEntryList): void;
}

/** From the page's first byte on, records its layout shifts that no input caused (their sum is CLS). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorder = { shifts: [] } as unknown as ShiftRecorder;
    recorder.record = (entries) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node }) =>
          node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName),
        );
        recorder.shifts.push({ value: entry.value, sources });
      }
    };
    recorder.observer = new PerformanceObserver((list) => recorder.record(list.getEntries()));
    recorder.observer.observe({ type: "layout-shift", buffered: true });
    (window as unknown as { __shiftRecorder: ShiftRecorder }).__shiftRecorder = recorder;
  });
}

/**
 * The shifts recorded once the page has settled: React has taken over, the fonts are in and two
 * frames have rendered since, so any shift they caused has been measured (`takeRecords` collects
 * the ones not yet delivered to the observer).
 */
export async function settledLayoutShifts(page: Page): Promise<Shift[]> {
  await hydrate(page);
  return page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const recorder = (window as unknown as { __shiftRecorder: ShiftRecorder }).__shiftRecorder;
    recorder.record(recorder.observer.takeRecords());
    return recorder.shifts;
  });
}
