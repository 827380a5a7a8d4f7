import type { Page } from "@playwright/test";

/** One event as the pages push it to `window.dataLayer` when no GA4 id or GTM container is set. */
export interface PushedEvent {
  event: string;
  [param: string]: unknown;
}

declare global {
  interface Window {
    __recordEvent?: (event: PushedEvent) => void;
    dataLayer?: unknown[];
  }
}

/**
 * Every event the page pushes to `window.dataLayer`, across reloads and navigations, as it is
 * pushed (a page about to leave, e.g. for the payment link, cannot lose one).
 */
export async function recordEvents(page: Page): Promise<PushedEvent[]> {
  const events: PushedEvent[] = [];
  await page.exposeFunction("__recordEvent", (event: PushedEvent) => void events.push(event));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      for (const item of items) {
        if (item && typeof item === "object" && "event" in item)
          window.__recordEvent?.(JSON.parse(JSON.stringify(item)) as PushedEvent);
      }
      return push(...items);
    };
    window.dataLayer = layer;
  });
  return events;
}

/** The recorded events of these names. */
export const named = (events: PushedEvent[], ...names: string[]) =>
  events.filter((entry) => names.includes(entry.event));

/** Keeps every link click on the page (it is measured, not followed). */
export async function stayOnPage(page: Page): Promise<void> {
  await page.addInitScript(() =>
    document.addEventListener("click", (event) => {
      if ((event.target as Element).closest("a[href]")) event.preventDefault();
    }),
  );
}
