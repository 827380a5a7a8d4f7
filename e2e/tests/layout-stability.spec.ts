import { storeProductPath } from "@agencia/content/store";
import { expect, test, type Page } from "@playwright/test";
import { recordLayoutShifts, settledLayoutShifts, type Shift } from "../support/layout-shifts";
import { catalogue } from "../support/store";

/** The layout shifts a page makes while it loads and hands over to React. */
async function shiftsWhileLoading(page: Page, path: string): Promise<Shift[]> {
  await recordLayoutShifts(page);
  await page.goto(path, { waitUntil: "networkidle" });
  return settledLayoutShifts(page);
}

/**
 * Nothing a visitor could see moves. The swap to Inter may still nudge a line's last icon by a
 * fraction of a pixel (about 0.0001: the fallback matches Inter's metrics, not every glyph's
 * width); the footer this test caught on the product page moved the page by 0.05 to 0.18.
 */
const noShift = (shifts: Shift[]) =>
  expect(
    shifts.reduce((total, shift) => total + shift.value, 0),
    JSON.stringify(shifts, null, 2),
  ).toBeLessThan(0.001);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    // The navbar, the font swap and the floating buttons must not move the page.
    test("the home page does not shift while it loads", async ({ page }) => {
      noShift(await shiftsWhileLoading(page, "/"));
    });

    // The product arrives after the page: the footer waits below the fold meanwhile.
    test("a product page does not shift when its product arrives", async ({ page }) => {
      const [product] = await catalogue();
      const path = storeProductPath(product!.id);
      noShift(await shiftsWhileLoading(page, path));
      await expect(page.getByRole("heading", { level: 1, name: product!.title })).toBeVisible();
    });
  });
}
