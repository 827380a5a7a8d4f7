// Screenshots of pages at phone and desktop widths, to look at: `pnpm --filter @agencia/e2e
// screenshots [url ...]` (defaults to the site's home) writes PNGs under e2e/screenshots/.
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./support/chromium";

const urls = process.argv.slice(2);
const targets = urls.length > 0 ? urls : ["http://localhost:3000/"];
const widths = [390, 1280];
mkdirSync("screenshots", { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
for (const url of targets) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    await page.goto(url, { waitUntil: "networkidle" });
    const name = `${new URL(url).port}${new URL(url).pathname.replace(/\//g, "_")}-${width}.png`;
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true });
    console.log(`screenshots/${name}`);
    await page.close();
  }
}
await browser.close();
