import { storeProductPath } from "@agencia/content/store";
import { expect, test, type Page } from "@playwright/test";
import { catalogue } from "../support/store";

/** The layout shift a page accumulates while it loads, as the browser reports it (CLS). */
async function shiftWhileLoading(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    const shifts = ((window as unknown as { __shifts: number[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
  return shifts.reduce((sum, value) => sum + value, 0);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    // The navbar, the font swap and the floating buttons must not move the page.
    test("the home page does not shift while it loads", async ({ page }) => {
      expect(await shiftWhileLoading(page, "/")).toBe(0);
    });

    // The product arrives after the page: the footer waits below the fold meanwhile.
    test("a product page does not shift when its product arrives", async ({ page }) => {
      const [product] = await catalogue();
      const path = storeProductPath(product!.id);
      expect(await shiftWhileLoading(page, path)).toBe(0);
      await expect(page.getByRole("heading", { level: 1, name: product!.title })).toBeVisible();
    });
  });
}
