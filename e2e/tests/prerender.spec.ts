import { offersRoutePaths } from "@agencia/content/offers-routes";
import { siteRoutePaths } from "@agencia/content/site-routes";
import { expect, test } from "@playwright/test";
import { imageSize } from "image-size";
import { structuredDataProblems } from "../support/structured-data";
import { OFFERS_URL, SITE_URL } from "../support/urls";

// Without JavaScript, a visitor or a crawler gets each prerendered page whole, with its head.
test.use({ javaScriptEnabled: false });

const pages = [
  ...siteRoutePaths().map((path) => ({ origin: SITE_URL, path })),
  ...offersRoutePaths().map((path) => ({ origin: OFFERS_URL, path })),
];

/** The 404 page is what the host serves for any unknown path. */
const urlOf = (origin: string, path: string) =>
  path === "/404" ? `${origin}/ruta-que-no-existe` : `${origin}${path}`;

// One test over every page, so that it sees them all whichever worker runs it.
test("every page's title is its own within its app", async ({ request }) => {
  const titled = await Promise.all(
    pages.map(async ({ origin, path }) => {
      const html = await (await request.get(urlOf(origin, path))).text();
      return { origin, path, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "" };
    }),
  );
  const pathsByTitle = new Map<string, string[]>();
  for (const { origin, path, title } of titled) {
    const key = `${origin} «${title}»`;
    pathsByTitle.set(key, [...(pathsByTitle.get(key) ?? []), path]);
  }
  const shared = [...pathsByTitle]
    .filter(([, paths]) => paths.length > 1)
    .map(([title, paths]) => `${title}: ${paths.join(", ")}`);
  // The two apps are separate sites: both may say 'Página no encontrada'.
  expect(shared).toEqual([]);
});

for (const { origin, path } of pages) {
  test(`${origin}${path} is complete without JavaScript`, async ({ page }) => {
    const response = await page.goto(urlOf(origin, path));
    expect(response?.status()).toBe(path === "/404" ? 404 : 200);
    // One language everywhere: es-AR in the document and its social tags, no hreflang variants.
    await expect(page.locator("html")).toHaveAttribute("lang", "es-AR");
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_AR");
    await expect(page.locator("link[hreflang]")).toHaveCount(0);

    expect((await page.title()).length).toBeGreaterThan(10);

    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length).toBeGreaterThan(50);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(await page.locator('meta[name="keywords"]').getAttribute("content")).toBeTruthy();

    if (path !== "/404") {
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(canonical).toBe(new URL(path, origin).toString());
    }
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"]) {
      expect(
        await page.locator(`meta[property="${property}"]`).getAttribute("content"),
      ).toBeTruthy();
    }
    for (const name of ["twitter:card", "twitter:title", "twitter:image"]) {
      expect(await page.locator(`meta[name="${name}"]`).getAttribute("content")).toBeTruthy();
    }
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.length, "structured data").toBeGreaterThan(0);
    for (const json of blocks) expect(structuredDataProblems(JSON.parse(json), origin)).toEqual([]);

    // The share card exists, with the size the page announces.
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const card = await page.request.get(image!);
    expect(card.status(), image!).toBe(200);
    expect(card.headers()["content-type"]).toMatch(/^image\/(jpeg|png|webp)$/);
    const size = imageSize(await card.body());
    expect([size.width, size.height]).toEqual([
      Number(await page.locator('meta[property="og:image:width"]').getAttribute("content")),
      Number(await page.locator('meta[property="og:image:height"]').getAttribute("content")),
    ]);

    // Images: sized, lazy but for the page's one priority image, which the head preloads.
    const images = await page.locator("img").evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute("src") ?? "",
        sized: img.hasAttribute("width") && img.hasAttribute("height"),
        lazy: img.getAttribute("loading") === "lazy",
      })),
    );
    expect(images.filter((image) => !image.sized)).toEqual([]);
    const eager = images.filter((image) => !image.lazy);
    expect(eager.length).toBeLessThanOrEqual(1);
    if (eager.length) {
      const preloads = await page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) =>
          links.map(
            (link) =>
              `${link.getAttribute("href") ?? ""} ${link.getAttribute("imagesrcset") ?? ""}`,
          ),
        );
      // Without a built asset's hash (`hero-AbCd1234.webp`) or a store image's width
      // (`{hash}-800.webp`): the preload may name another format or width of the same image.
      const name = eager[0]!.src
        .split("/")
        .pop()!
        .replace(/-(\d+|[\w-]{8})\.\w+$/, "");
      expect(
        preloads.some((preload) => preload.includes(name)),
        `${name} is preloaded`,
      ).toBe(true);
    }

    await expect(page.locator("h1")).toHaveCount(1);
    expect((await page.locator("h1").innerText()).trim().length).toBeGreaterThan(3);
    // A not-found page says little by design.
    if (!path.endsWith("/404"))
      expect((await page.locator("main").innerText()).length).toBeGreaterThan(100);
  });
}
