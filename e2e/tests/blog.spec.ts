import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { holdApp, hydrate, notHydrated } from "../support/hydration";
import { requestsSettled } from "../support/requests";
import { SITE_URL } from "../support/urls";

/** The page is still the prerendered HTML (with JavaScript on). */
/** The networks' share pages, answered here (no test reaches another host). */
async function answerSharePages(context: BrowserContext) {
  for (const host of [
    "https://x.com/**",
    "https://www.linkedin.com/**",
    "https://www.facebook.com/**",
    "https://wa.me/**",
  ]) {
    await context.route(host, (route) =>
      route.fulfill({ body: "compartir", contentType: "text/html" }),
    );
  }
}

/** Counts the page's calls to `window.open` (read with `popupsOpened`). */
const countPopups = (page: Page) =>
  page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args) => {
      document.documentElement.dataset.popupsOpened = String(
        Number(document.documentElement.dataset.popupsOpened ?? 0) + 1,
      );
      return open(...args);
    };
  });
const popupsOpened = (page: Page) =>
  page.evaluate(() => Number(document.documentElement.dataset.popupsOpened ?? 0));

const notHydratedUnless = (page: Page, withoutJavaScript: boolean) =>
  withoutJavaScript ? Promise.resolve() : notHydrated(page);

test.describe("/blog", () => {
  for (const javaScript of [true, false]) {
    test(`filtering by category changes the grid and its heading; the featured card shows only under 'Todos' (${javaScript ? "before hydration" : "without JavaScript"})`, async ({
      browser,
    }) => {
      // The filter is native radio buttons and CSS: the first tap works before React runs, or
      // without JavaScript at all.
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      const release = javaScript ? await holdApp(page) : () => {};
      await page.goto(`${SITE_URL}/blog`);
      const filters = page.getByRole("radiogroup", { name: "Filtrar artículos por categoría" });
      await expect(filters.getByRole("radio")).toHaveCount(9);
      await expect(filters.locator("label")).toHaveText([
        "Todos",
        "Inteligencia Artificial",
        "Chatbots",
        "Automatización",
        "Ventas",
        "Marketing Digital",
        "Desarrollo Web",
        "Seguridad",
        "Estrategia",
      ]);
      const cards = page.locator("[data-slot=article-card]:visible");
      const featured = page.locator("[data-slot=featured-article]");
      const heading = page.locator("#grilla-titulo");

      await expect(filters.getByRole("radio", { name: "Todos" })).toBeChecked();
      await expect(heading).toHaveText("Últimos Artículos", { useInnerText: true });
      await expect(cards).toHaveCount(9);
      await expect(featured).toBeVisible();
      await expect(featured).toContainText("Destacado");
      await expect(featured.getByRole("heading")).toHaveText(
        "El futuro de la IA en los negocios: qué cambia para las pymes argentinas",
      );
      await expect(featured).toContainText("10 de julio de 2025");
      await expect(featured).toContainText("min de lectura");
      await expect(featured.getByRole("link", { name: /Leer Más/ })).toHaveAttribute(
        "href",
        "/blog/el-futuro-de-la-ia-en-los-negocios",
      );

      // Newest first.
      const dates = await cards
        .locator("time")
        .evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
      expect(dates).toEqual([...dates].sort().reverse());

      await filters.getByText("Chatbots", { exact: true }).click();
      await expect(heading).toHaveText("Chatbots Artículos", { useInnerText: true });
      await expect(cards).toHaveCount(1);
      await expect(cards.first().getByRole("link")).toHaveAttribute(
        "href",
        "/blog/chatbots-que-convierten",
      );
      await expect(featured).toBeHidden();
      await expect(filters.getByRole("radio", { name: "Chatbots" })).toBeChecked();
      await notHydratedUnless(page, !javaScript);

      await filters.getByText("Inteligencia Artificial", { exact: true }).click();
      await expect(heading).toHaveText("Inteligencia Artificial Artículos", { useInnerText: true });
      await expect(cards).toHaveCount(1);
      await expect(featured).toBeHidden();

      // Once React has taken over, the choice stays and the filter goes on working.
      release();
      if (javaScript) await hydrate(page);
      await expect(filters.getByRole("radio", { name: "Inteligencia Artificial" })).toBeChecked();
      await expect(cards).toHaveCount(1);
      await filters.getByText("Todos", { exact: true }).click();
      await expect(heading).toHaveText("Últimos Artículos", { useInnerText: true });
      await expect(cards).toHaveCount(9);
      await expect(featured).toBeVisible();
      await context.close();
    });
  }

  test("category buttons animate in 0.1 s apart", async ({ page }) => {
    await page.goto("/blog");
    const delays = await page
      .getByRole("radiogroup", { name: "Filtrar artículos por categoría" })
      .locator("label")
      .evaluateAll((buttons) => buttons.map((b) => parseFloat(getComputedStyle(b).animationDelay)));
    expect(delays).toHaveLength(9);
    delays.forEach((delay, index) => expect(delay).toBeCloseTo(index * 0.1, 5));
  });

  test("grid images load lazily; the featured (LCP) image loads at once, responsive and sized", async ({
    page,
  }) => {
    await page.goto("/blog");
    const featuredImage = page.locator("[data-slot=featured-article] img");
    await expect(featuredImage).toHaveAttribute("loading", "eager");
    await expect(featuredImage).toHaveAttribute("fetchpriority", "high");
    const gridImages = page.locator("[data-slot=article-card] img");
    await expect(gridImages).toHaveCount(9);
    for (const image of await gridImages.all()) {
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "675");
    }
    const picture = page.locator("[data-slot=article-card] picture").first();
    await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /768w, .+ 1200w/,
    );
    await expect(picture.locator("img")).toHaveAttribute("src", /\.jpg$/);
    // The last row, far below the fold, has not been fetched.
    const lastLoaded = await gridImages
      .last()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(lastLoaded).toBe(false);
  });

  test("the newsletter block only shows the not-implemented notice and sends nothing", async ({
    page,
  }) => {
    await page.goto("/blog");
    await hydrate(page);
    const block = page.locator("section", {
      has: page.getByRole("heading", { name: "Suscribite a nuestro newsletter" }),
    });
    const email = block.getByLabel("Tu email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    await expect(email).toHaveAttribute("placeholder", "tu@email.com");
    await expect(block).toContainText(
      "No spam. Podés cancelar tu suscripción en cualquier momento.",
    );

    const requests: string[] = [];
    page.on("request", (request) => {
      // The toast library itself loads on the first toast; anything else would be a submission.
      if (!new URL(request.url()).pathname.startsWith("/assets/"))
        requests.push(`${request.method()} ${request.url()}`);
    });
    await email.fill("lector@example.com");
    await block.getByRole("button", { name: "Suscribirme" }).click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Suscripción no implementada");
    await expect(toast).toContainText("Gracias por tu interés! Esta función estará lista pronto.");
    await requestsSettled(page);
    expect(requests).toEqual([]);
    await expect(page).toHaveURL(`${SITE_URL}/blog`);
    await expect(email).toHaveValue("lector@example.com");
  });
});

test.describe("/blog/{slug}", () => {
  const slug = "chatbots-que-convierten";
  const canonical = `${SITE_URL}/blog/${slug}`;

  test("shows the article with its byline, cover, rendered body, call to action and head", async ({
    page,
  }) => {
    await page.goto(`/blog/${slug}`);
    await expect(page.locator("h1")).toHaveText(
      "Chatbots que convierten: cómo pasar de responder consultas a vender por WhatsApp",
    );
    const main = page.locator("main");
    await expect(main).toContainText("Lucía Benítez");
    await expect(main.locator("time").first()).toHaveText("5 de julio de 2025");
    await expect(main).toContainText(/\d min de lectura/);
    const cover = main.locator("article picture img").first();
    await expect(cover).toHaveAttribute("loading", "eager");
    await expect(cover).toHaveAttribute("fetchpriority", "high");
    const body = main.locator("[data-slot=article-body]");
    expect(await body.locator("h2").count()).toBeGreaterThan(2);
    expect(await body.locator("ul li, ol li").count()).toBeGreaterThan(3);
    expect(await body.locator("strong").count()).toBeGreaterThan(0);
    await expect(body.locator("blockquote").first()).toBeVisible();
    await expect(main.getByRole("link", { name: "Contactanos" })).toHaveAttribute(
      "href",
      "/contacto",
    );

    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\.jpg$/);
    const schemas = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>),
      );
    expect(schemas).toContainEqual(
      expect.objectContaining({
        "@type": "BlogPosting",
        datePublished: "2025-07-05",
        author: expect.objectContaining({ name: "Lucía Benítez" }),
        publisher: expect.objectContaining({ "@type": "Organization" }),
        image: expect.objectContaining({ url: expect.stringMatching(/\.jpg$/) }),
      }),
    );
  });

  /** The article, its app held back, with the networks' share pages answered and popups counted. */
  async function openBeforeHydration(page: Page, context: BrowserContext) {
    await answerSharePages(context);
    await countPopups(page);
    await holdApp(page);
    await page.goto(`/blog/${slug}`);
  }

  test("share buttons open a popup with the network's share page for the canonical URL, from the first tap", async ({
    page,
    context,
  }) => {
    // Before React runs: the page's early script opens the popups.
    await openBeforeHydration(page, context);
    const expectations = [
      [
        "Compartir en X",
        (url: URL) => url.host === "x.com" && url.searchParams.get("url") === canonical,
      ],
      [
        "Compartir en LinkedIn",
        (url: URL) => url.host === "www.linkedin.com" && url.searchParams.get("url") === canonical,
      ],
      [
        "Compartir en Facebook",
        (url: URL) => url.host === "www.facebook.com" && url.searchParams.get("u") === canonical,
      ],
      [
        "Compartir en WhatsApp",
        (url: URL) =>
          url.host === "wa.me" && url.searchParams.get("text")!.endsWith(` ${canonical}`),
      ],
    ] as const;
    for (const [label, check] of expectations) {
      const link = page.getByRole("link", { name: label });
      await expect(link).toHaveAttribute("target", "_blank");
      const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await popup.waitForLoadState();
      expect(check(new URL(popup.url())), `${label}: ${popup.url()}`).toBe(true);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await popup.close();
    }
    // Opened as popup windows by script, not as plain new tabs.
    expect(await popupsOpened(page)).toBe(expectations.length);
    await expect(page).toHaveURL(canonical);
    await notHydrated(page);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test("a tap on a share button opens the share page in a new tab by the link itself, from the first tap", async ({
      page,
      context,
    }) => {
      await openBeforeHydration(page, context);
      const link = page.getByRole("link", { name: "Compartir en LinkedIn" });
      const [tab] = await Promise.all([page.waitForEvent("popup"), link.tap()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).searchParams.get("url")).toBe(canonical);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      expect(await popupsOpened(page)).toBe(0);
      await expect(page).toHaveURL(canonical);
      await notHydrated(page);
    });
  });

  for (const javaScript of [true, false]) {
    test(`an unknown slug answers 404 at the host with the blog's not-found view (${javaScript ? "hydrated" : "without JavaScript"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      const page = await context.newPage();
      const response = await page.goto(`${SITE_URL}/blog/este-articulo-no-existe`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText("404 - Post no encontrado");
      await expect(page.locator("main")).toContainText(
        "Lo sentimos, el artículo que buscás no existe.",
      );
      if (javaScript) {
        await hydrate(page);
        await expect(page.locator("h1")).toHaveText("404 - Post no encontrado");
      }
      await page.getByRole("link", { name: "Volver al blog" }).click();
      await expect(page).toHaveURL(`${SITE_URL}/blog`);
      await expect(page.locator("#grilla-titulo")).toHaveText("Últimos Artículos", {
        useInnerText: true,
      });
      await context.close();
    });
  }

  test("an unknown slug reached by client-side navigation shows the not-found view too", async ({
    page,
  }) => {
    await page.goto("/blog");
    await hydrate(page);
    await page.evaluate(() =>
      (
        window as unknown as {
          __reactRouterDataRouter: { navigate: (to: string) => Promise<void> };
        }
      ).__reactRouterDataRouter.navigate("/blog/tampoco-existe"),
    );
    await expect(page).toHaveURL(`${SITE_URL}/blog/tampoco-existe`);
    await expect(page.locator("h1")).toHaveText("404 - Post no encontrado");
    await expect(page.getByRole("link", { name: "Volver al blog" })).toHaveAttribute(
      "href",
      "/blog",
    );
  });
});

test("the RSS feed is served as RSS 2.0, well formed, with the nine articles", async ({
  page,
  request,
}) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.goto("/blog");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      links: [...doc.querySelectorAll("item > link")].map((link) => link.textContent),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe("2.0");
  expect(feed.links).toHaveLength(9);
  for (const link of feed.links) expect(link).toMatch(new RegExp(`^${SITE_URL}/blog/[a-z0-9-]+$`));
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    "/blog/rss.xml",
  );
});
