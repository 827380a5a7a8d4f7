import { expect, test } from "@playwright/test";
import { OFFERS_URL, SITE_URL } from "../support/urls";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
}

for (const [app, origin] of [
  ["the site", SITE_URL],
  ["the offers app", OFFERS_URL],
] as const) {
  test(`${app} links a valid web app manifest whose icons are the PNGs it names`, async ({
    page,
    request,
  }) => {
    await page.goto(`${origin}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const theme = await page.locator('meta[name="theme-color"]').getAttribute("content");

    const response = await request.get(new URL(href!, origin).href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/(manifest\+)?json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: "Impulso IA",
      short_name: "Impulso IA",
      start_url: "/",
      display: "standalone",
      lang: "es-AR",
      theme_color: theme,
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const sizes = [];
    for (const icon of manifest.icons) {
      const image = await request.get(new URL(icon.src, origin).href);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()["content-type"]).toBe(icon.type);
      expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
      sizes.push(`${icon.sizes}${icon.purpose ? ` ${icon.purpose}` : ""}`);
    }
    // What Chromium asks of an installable app: 192 and 512 px, and a maskable one.
    expect(sizes).toEqual(["192x192", "512x512", "512x512 maskable"]);
  });
}
