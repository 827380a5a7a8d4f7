import type { Page } from "@playwright/test";

/**
 * Content pages hydrate on the visitor's first intent (scripts/static-build/hydrate-on-intent.js).
 * Makes one — the pointer moves, as it does before any click — and waits until React has taken
 * over the page.
 */
export async function hydrate(page: Page): Promise<void> {
  await page.mouse.move(2, 2);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** The paths of the scripts the page requests from now on, in order. */
export function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
