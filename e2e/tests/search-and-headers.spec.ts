import { offersRoutePaths } from "@agencia/content/offers-routes";
import { siteRoutePaths } from "@agencia/content/site-routes";
import { storeProductPath } from "@agencia/content/store";
import { expect, test, type Page } from "@playwright/test";
import { hydrate } from "../support/hydration";
import { catalogue } from "../support/store";
import { OFFERS_URL, SITE_URL } from "../support/urls";

const apps = [
  {
    name: "site",
    origin: SITE_URL,
    // The route table, and a page per product of the store the build read.
    paths: async () => [
      ...siteRoutePaths(),
      ...(await catalogue()).map((product) => storeProductPath(product.id)),
    ],
  },
  { name: "offers", origin: OFFERS_URL, paths: async () => offersRoutePaths() },
];

/** The pages of an app that a search engine may index: every route but 404 and noindex ones. */
async function indexablePaths(
  page: Page,
  origin: string,
  paths: readonly string[],
): Promise<string[]> {
  const indexable: string[] = [];
  for (const path of paths.filter((path) => path !== "/404")) {
    const html = await (await page.request.get(`${origin}${path}`)).text();
    if (!/<meta name="robots" content="[^"]*noindex/.test(html)) indexable.push(path);
  }
  return indexable;
}

for (const app of apps) {
  test(`${app.name}: sitemap.xml lists exactly the indexable pages and robots.txt points at it`, async ({
    page,
  }) => {
    const sitemap = await page.request.get(`${app.origin}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    const expected = (await indexablePaths(page, app.origin, await app.paths())).map(
      (path) => new URL(path, app.origin).href,
    );
    expect(listed.sort()).toEqual(expected.sort());

    const robots = await (await page.request.get(`${app.origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${app.origin}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
  });

  test(`${app.name}: pages carry the security headers and hashed assets cache for a year`, async ({
    page,
  }) => {
    const response = await page.request.get(`${app.origin}/`);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("unsafe-inline");
    expect(scripts).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");

    const html = await response.text();
    const asset = /data-hydrate="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const assetResponse = await page.request.get(`${app.origin}${asset}`);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });
}

test.describe("under the Content-Security-Policy", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const violations = ((window as { __cspViolations?: string[] }).__cspViolations ??= []);
        violations.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
  });

  const pages = [
    ...siteRoutePaths().map((path) => `${SITE_URL}${path}`),
    ...offersRoutePaths().map((path) => `${OFFERS_URL}${path}`),
  ];
  // A dozen pages a test, one browser page each (its cache shared between them): the pages
  // spread over the workers, and a failure names its page.
  const groups = Array.from({ length: Math.ceil(pages.length / 12) }, (_, index) =>
    pages.slice(index * 12, index * 12 + 12),
  );
  for (const group of groups)
    test(`pages ${group[0]} to ${group.at(-1)}: none is blocked, before or after hydration, and React finds each as its HTML said`, async ({
      page,
    }) => {
      // Each page gets the bound an assertion has: loading and hydrating a dozen pages took more
      // than Playwright's default 30 s for the whole test on a busy 2-core machine.
      test.setTimeout(group.length * 10_000);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
      // The client entry logs a hydration mismatch: a page whose prerendered HTML said something
      // else than React renders (@agencia/app-shell's entry-client.tsx).
      page.on("console", (message) => {
        if (message.type() === "error" && /Hidratación|hydrat/i.test(message.text()))
          errors.push(`${page.url()}: ${message.text()}`);
      });
      for (const url of group) {
        await page.goto(url);
        await hydrate(page);
        const violations = await page.evaluate(
          () => (window as { __cspViolations?: string[] }).__cspViolations ?? [],
        );
        expect(violations, url).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
});
