// What Cloudflare's edge serves, asked of its own local runtime (`wrangler dev`, workerd) with
// each app's wrangler.jsonc: statuses, headers, the prerendered pages as themselves, the 404
// pages, the Worker's redirects and shells.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { offersRoutePaths } from "@agencia/content/offers-routes";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { buildDir, builtPages, type App } from "../support/built-pages";
import { catalogue } from "../support/store";
import { CONSENT_OFFERS_URL, OFFERS_URL, SITE_URL } from "../support/urls";

const builds: { app: App; origin: string; dir: string }[] = [
  { app: "site", origin: SITE_URL, dir: buildDir("site") },
  { app: "offers", origin: OFFERS_URL, dir: buildDir("offers") },
  {
    app: "offers",
    origin: CONSENT_OFFERS_URL,
    dir: join(buildDir("offers"), "../../build-consent/client"),
  },
];

/** The Content-Security-Policy a build's `_headers` gives every path: this build's hashes. */
const cspOf = (dir: string) =>
  /^\s+Content-Security-Policy: (.+)$/m.exec(readFileSync(join(dir, "_headers"), "utf8"))![1];

const get = (request: APIRequestContext, url: string) => request.get(url, { maxRedirects: 0 });

for (const { app, origin, dir } of builds) {
  test(`${origin}: every page answers as itself with its build's CSP, the 404 page with 404`, async ({
    request,
  }) => {
    const csp = cspOf(dir);
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    for (const { route, file } of builtPages(app, dir)) {
      // The 404 pages answer for paths no file answers.
      const url = `${origin}${route.endsWith("/404") ? route.replace(/404$/, "no-existe-esta-ruta") : route}`;
      const response = await get(request, url);
      expect(response.status(), url).toBe(route.endsWith("/404") ? 404 : 200);
      expect(response.headers()["content-type"], url).toContain("text/html");
      expect(response.headers()["content-security-policy"], url).toBe(csp);
      expect(await response.text(), url).toBe(readFileSync(file, "utf8"));
    }
  });
}

test("a product prerendered at build is served as itself, with its Product JSON-LD", async ({
  request,
}) => {
  const built = builtPages("site").find(
    ({ route }) => route.startsWith("/store/products/") && !route.endsWith("/_shell"),
  );
  const id = built!.route.split("/").pop();
  const product = (await catalogue()).find((candidate) => candidate.id === id);
  for (const path of [`/store/products/${id}`, `/product/${id}`]) {
    const response = await get(request, `${SITE_URL}${path}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
      .map(([, json]) => JSON.parse(json!) as { "@type"?: string; name?: string })
      .find((block) => block["@type"] === "Product");
    expect(jsonLd?.name).toBe(product!.title);
  }
});

test("an unknown path answers 404 with the site's 404 page; an unknown article, the blog's", async ({
  request,
}) => {
  const unknown = await get(request, `${SITE_URL}/no-existe-esta-ruta`);
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toBe(readFileSync(join(buildDir("site"), "404.html"), "utf8"));
  const article = await get(request, `${SITE_URL}/blog/no-existe-este-articulo`);
  expect(article.status()).toBe(404);
  expect(await article.text()).toContain("404 - Post no encontrado");
});

test("the site sends each offer page and landing to the offers app with 301, query kept", async ({
  request,
}) => {
  const paths = offersRoutePaths().filter((path) => path !== "/" && path !== "/404");
  expect(paths).toContain("/oferta_agente_whatsapp");
  for (const path of paths) {
    for (const asked of [path, `${path}/`]) {
      const response = await get(request, `${SITE_URL}${asked}?utm_source=google&utm_campaign=x`);
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(
        `${OFFERS_URL}${path}?utm_source=google&utm_campaign=x`,
      );
    }
  }
});

test("a page's URL has no trailing slash, and the host's own files are not served", async ({
  request,
}) => {
  const slashed = await get(request, `${SITE_URL}/servicios/`);
  expect(slashed.status()).toBe(307);
  expect(slashed.headers().location).toMatch(/\/servicios$/);
  for (const path of ["/_headers", "/.assetsignore", "/index.html.br", "/index.html.gz"]) {
    expect((await get(request, `${SITE_URL}${path}`)).status(), path).toBe(404);
  }
});
