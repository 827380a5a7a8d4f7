import { expect, type Page } from "@playwright/test";

/**
 * The early script, deferred, listens for intents from DOMContentLoaded on. A page goto'd until
 * "networkidle" can be idle before that on a busy processor, and a pointer move then goes unheard.
 */
async function moveOnceListening(page: Page): Promise<void> {
  await page.waitForLoadState("domcontentloaded");
  await page.mouse.move(2, 2);
}

/**
 * A prerendered page loads its app on the visitor's first intent (@agencia/app-shell's early
 * script). Makes one — the pointer moves, as it does before any click — and waits until React has
 * taken over the page. For tests of what happens after; first taps are tested without it.
 */
export async function hydrate(page: Page): Promise<void> {
  await moveOnceListening(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * `hydrate` on a page whose clock the test has stopped (support/clock.ts): the early script loads
 * the app when the page is idle, which a stopped clock never is. Answers how far the clock moved.
 */
export async function hydrateOnStoppedClock(page: Page): Promise<number> {
  await moveOnceListening(page);
  return runClockUntilHydrated(page);
}

/** Moves a stopped clock in 50 ms steps until React has taken over; answers how far it moved. */
export async function runClockUntilHydrated(page: Page): Promise<number> {
  let moved = 0;
  await expect
    .poll(async () => {
      const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated);
      if (hydrated !== "true") {
        await page.clock.runFor(50);
        moved += 50;
      }
      return hydrated;
    })
    .toBe("true");
  return moved;
}

/**
 * The app's code as the early script loads it: the route modules' file, which the page's start
 * module (fetched once the page has loaded) imports on the visitor's first intent.
 */
export const APP_MODULE = "**/assets/hydrate-*.js";

/**
 * Holds the app's code back until `release()`, so a test acts on a page React has not hydrated,
 * however long it takes; answers `release`.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_MODULE, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app's code is gone (a deploy replaced it) for the next `times` attempts to load it. */
export async function breakApp(page: Page, times = Number.POSITIVE_INFINITY): Promise<void> {
  let failed = 0;
  await page.route(APP_MODULE, (route) =>
    failed++ < times ? route.fulfill({ status: 404, body: "Not found" }) : route.continue(),
  );
}

export const notHydrated = (page: Page) =>
  expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

/** Lighthouse's mobile CPU: four times slower, through Chromium's DevTools protocol. */
export async function throttleCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/** The paths of the scripts the page requests from now on, in order. */
export function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
