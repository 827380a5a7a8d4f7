import { expect, test, type Page } from "@playwright/test";
import { named, recordEvents } from "../support/analytics";
import { holdApp } from "../support/hydration";
import { OFFERS_URL } from "../support/urls";

// Real visitors' Core Web Vitals go to the analytics pipeline as events (here, with no GA4 id or
// container, only window.dataLayer), from a reporter the page loads once it is idle after `load`.
const VITALS = ["LCP", "INP", "CLS"];
const REPORTER = "/web-vitals.js";

/** What the browser does when the visitor leaves or switches tabs: the page becomes hidden. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
  });

/** When the reporter was requested and when the page's `load` ended, in page time. */
const timing = (page: Page) =>
  page.evaluate((reporter) => {
    const requested = performance
      .getEntriesByType("resource")
      .find((entry) => new URL(entry.name).pathname === reporter);
    const [navigation] = performance.getEntriesByType(
      "navigation",
    ) as PerformanceNavigationTiming[];
    return { requested: requested?.startTime, loaded: navigation?.loadEventEnd ?? 0 };
  }, REPORTER);

for (const [app, url] of [
  ["the site's home page", "/"],
  ["an offer page", `${OFFERS_URL}/oferta_agente_whatsapp`],
] as const) {
  test(`${app} reports LCP, INP and CLS as events, loading the reporter only after load`, async ({
    page,
  }) => {
    const events = await recordEvents(page);
    // React stays out of it: what is measured is the page as prerendered.
    await holdApp(page);
    await page.goto(url, { waitUntil: "load" });
    await expect.poll(async () => (await timing(page)).requested).toBeDefined();
    const { requested, loaded } = await timing(page);
    expect(loaded).toBeGreaterThan(0);
    expect(requested).toBeGreaterThanOrEqual(loaded);

    // An interaction ends LCP and is INP's; leaving the page settles INP and CLS.
    await page.getByRole("heading", { level: 1 }).click();
    await expect
      .poll(async () => {
        await hide(page);
        return named(events, ...VITALS)
          .map((event) => event.event)
          .sort();
      })
      .toEqual(["CLS", "INP", "LCP"]);
    for (const event of named(events, ...VITALS)) {
      expect(event).toEqual({
        event: event.event,
        value: expect.any(Number),
        metric_id: expect.stringMatching(/^v\d+-/),
        metric_value: expect.any(Number),
        metric_delta: expect.any(Number),
        metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      });
      expect(Number.isInteger(event.value)).toBe(true);
    }
    const [lcp] = named(events, "LCP");
    expect(lcp!.metric_value).toBeGreaterThan(0);
  });
}
