import type { Page } from "@playwright/test";

const START = new Date("2026-03-02T12:00:00-03:00");

/** How far past `at` the clock stops: real time runs between install and pause, so leave room. */
export const PAUSE_OFFSET_MS = 1000;

/**
 * Installs Playwright's clock stopped at `at` + PAUSE_OFFSET_MS, so page timers run only when a
 * test advances it.
 */
export async function pauseClock(page: Page, at: Date = START): Promise<void> {
  await page.clock.install({ time: at });
  await page.clock.pauseAt(new Date(at.getTime() + PAUSE_OFFSET_MS));
}
