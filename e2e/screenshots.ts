// Screenshots of pages at phone and desktop widths, to look at: `pnpm --filter @agencia/e2e
// screenshots [url ...]` (defaults to the site's home) writes PNGs under e2e/screenshots/.
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "./support/chromium";

const urls = process.argv.slice(2);
const targets = urls.length > 0 ? urls : ["http://localhost:3000/"];
const widths = [390, 1280];
mkdirSync("screenshots", { recursive: true });

/**
 * A viewport as tall as the page: sections off screen skip rendering (`skip-offscreen`), so each
 * must be on screen to be drawn, and drawn, it may change the page's height.
 */
async function showWholePage(page: Page): Promise<void> {
  const height = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let last = 0, now = await height(); now !== last; last = now, now = await height()) {
    await page.setViewportSize({ width: page.viewportSize()!.width, height: now });
    // Relevance to the screen is decided as a frame is drawn: the next frame shows the sections.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  }
}

const browser = await chromium.launch(chromiumLaunchOptions);
for (const url of targets) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    await page.goto(url, { waitUntil: "networkidle" });
    await showWholePage(page);
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/\//g, "_")}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}` });
    console.log(`screenshots/${name}`);
    await page.close();
  }
}
await browser.close();
