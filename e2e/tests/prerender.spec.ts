import { offersRoutePaths } from "@agencia/content/offers-routes";
import { siteRoutePaths } from "@agencia/content/site-routes";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { imageSize } from "image-size";
import { JSDOM } from "jsdom";
import { structuredDataProblems } from "../support/structured-data";
import { OFFERS_URL, SITE_URL } from "../support/urls";

// Without JavaScript, a visitor or a crawler gets each prerendered page whole, with its head. The
// served HTML is read as a crawler reads it (parsed, no script run); what a visitor sees without
// JavaScript is tested where it behaves (forms, filters, the store).

const pages = [
  ...siteRoutePaths().map((path) => ({ origin: SITE_URL, path })),
  ...offersRoutePaths().map((path) => ({ origin: OFFERS_URL, path })),
];

/** The 404 page is what the host serves for any unknown path. */
const urlOf = (origin: string, path: string) =>
  path === "/404" ? `${origin}/ruta-que-no-existe` : `${origin}${path}`;

/** The page as a crawler reads it: the served HTML, parsed, no script run. */
async function served(request: APIRequestContext, origin: string, path: string) {
  const response = await request.get(urlOf(origin, path));
  const { document } = new JSDOM(await response.text()).window;
  return { status: response.status(), document };
}

// One test over every page, so that it sees them all whichever worker runs it.
test("every page's title is its own within its app", async ({ request }) => {
  const titled = await Promise.all(
    pages.map(async ({ origin, path }) => {
      const { document } = await served(request, origin, path);
      return { origin, path, title: document.title };
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

/** What a reader sees of an element: its text, without the scripts and styles inside it. */
function readableText(element: Element | null): string {
  const copy = element?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll("script, style, template").forEach((hidden) => hidden.remove());
  return copy?.textContent?.trim() ?? "";
}

for (const { origin, path } of pages) {
  test(`${origin}${path} is complete without JavaScript`, async ({ request }) => {
    const { status, document } = await served(request, origin, path);
    expect(status).toBe(path === "/404" ? 404 : 200);
    const attribute = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const meta = (key: "name" | "property", value: string) =>
      attribute(`meta[${key}="${value}"]`, "content");

    // One language everywhere: es-AR in the document and its social tags, no hreflang variants.
    expect(document.documentElement.lang).toBe("es-AR");
    expect(meta("property", "og:locale")).toBe("es_AR");
    expect(document.querySelectorAll("link[hreflang]")).toHaveLength(0);

    expect(document.title.length).toBeGreaterThan(10);

    const description = meta("name", "description");
    expect(description?.length).toBeGreaterThan(50);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(meta("name", "keywords")).toBeTruthy();

    if (path !== "/404")
      expect(attribute('link[rel="canonical"]', "href")).toBe(new URL(path, origin).toString());
    for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type"])
      expect(meta("property", property), property).toBeTruthy();
    for (const name of ["twitter:card", "twitter:title", "twitter:image"])
      expect(meta("name", name), name).toBeTruthy();
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (block) => block.textContent ?? "",
    );
    expect(blocks.length, "structured data").toBeGreaterThan(0);
    for (const json of blocks) expect(structuredDataProblems(JSON.parse(json), origin)).toEqual([]);

    // The share card exists, with the size the page announces.
    const image = meta("property", "og:image")!;
    const card = await request.get(image);
    expect(card.status(), image).toBe(200);
    expect(card.headers()["content-type"]).toMatch(/^image\/(jpeg|png|webp)$/);
    const size = imageSize(await card.body());
    expect([size.width, size.height]).toEqual([
      Number(meta("property", "og:image:width")),
      Number(meta("property", "og:image:height")),
    ]);

    // Images: sized, lazy but for the page's one priority image, which the head preloads.
    const images = [...document.querySelectorAll("img")].map((img) => ({
      src: img.getAttribute("src") ?? "",
      sized: img.hasAttribute("width") && img.hasAttribute("height"),
      lazy: img.getAttribute("loading") === "lazy",
    }));
    expect(images.filter((image) => !image.sized)).toEqual([]);
    const eager = images.filter((image) => !image.lazy);
    expect(eager.length).toBeLessThanOrEqual(1);
    if (eager.length) {
      const preloads = [...document.querySelectorAll('link[rel="preload"][as="image"]')].map(
        (link) => `${link.getAttribute("href") ?? ""} ${link.getAttribute("imagesrcset") ?? ""}`,
      );
      // The preload may name another format: a bundled image's hash (Vite's, 8 characters)
      // differs per format; a store image keeps its name in every format.
      const name = eager[0]!.src
        .split("/")
        .pop()!
        .replace(/\.\w+$/, "")
        .replace(/-[\w-]{8}$/, "");
      expect(
        preloads.some((preload) => preload.includes(name)),
        `${name} is preloaded`,
      ).toBe(true);
    }

    const headings = document.querySelectorAll("h1");
    expect(headings).toHaveLength(1);
    expect(readableText(headings[0]!).length).toBeGreaterThan(3);
    // A not-found page says little by design.
    if (!path.endsWith("/404"))
      expect(readableText(document.querySelector("main")).length).toBeGreaterThan(100);
  });
}
