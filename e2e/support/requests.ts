import type { Page } from "@playwright/test";

let markers = 0;

/**
 * Resolves once every request the page has started so far, and any its deferred work starts at
 * its next idle moment, has been reported to the test: the page then fetches a marker, and
 * Playwright reports a page's requests in the order they start. For a test that proves something
 * was not requested, without waiting an arbitrary time.
 */
export async function requestsSettled(page: Page): Promise<void> {
  markers += 1;
  const marker = `/assets/requests-settled-${markers}`;
  const reported = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate(async (url) => {
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
    await fetch(url).catch(() => {});
  }, marker);
  await reported;
}
