import { expect, type Locator, type Page } from "@playwright/test";

const START = new Date("2026-03-02T12:00:00-03:00");

/** How far ahead of `at` the clock is first stopped: past any real time a busy machine lets run. */
const PAUSE_AHEAD_MS = 10 * 60_000;

/**
 * Installs Playwright's clock stopped at `at`, so page timers run only when a test advances it.
 * Call it before the page loads. The clock runs in real time between install and pause, so it is
 * stopped well ahead (no page, no timer to fire) and then set back to `at`, which fires nothing.
 */
export async function pauseClock(page: Page, at: Date = START): Promise<void> {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + PAUSE_AHEAD_MS));
  await page.clock.setSystemTime(at);
}

/**
 * Moves the stopped clock in 50 ms steps until `locator` is visible (a toast waits on the page's
 * timers as it slides in); returns how far the clock moved.
 */
export async function runClockUntilVisible(page: Page, locator: Locator): Promise<number> {
  let moved = 0;
  await expect
    .poll(async () => {
      if (await locator.isVisible()) return true;
      await page.clock.runFor(50);
      moved += 50;
      return false;
    })
    .toBe(true);
  return moved;
}
