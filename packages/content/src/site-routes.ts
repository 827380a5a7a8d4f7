import { readdirSync } from "node:fs";
import { servicePages } from "./service-pages";
import { sitePaths } from "./site-pages";

/**
 * Every path the main site prerenders: its static pages plus the generated ones (blog articles,
 * service pages). Build-time only (Node): it lists the article files, so it runs outside Vite too
 * (the React Router config, the e2e tests); pages import `site-pages` instead.
 */
export function siteRoutePaths(): string[] {
  return [...sitePaths(), ...servicePagePaths(), ...blogArticlePaths()];
}

/**
 * Pages prerendered as shells for paths only known at run time: the product pages. For a path
 * under `/store/products/` or `/product/` that no prerendered file answers, the site's Worker
 * (apps/site/worker, the same patterns in wrangler.jsonc) serves the `_shell` beside it with status
 * 200, and the page reads the product id from the URL once hydrated.
 */
export const siteShellPaths = {
  "/store/products/*": "/store/products/_shell",
  "/product/*": "/product/_shell",
} as const;

/** Files the site prerenders that are not HTML pages: the blog's feed. */
export function siteFilePaths(): string[] {
  return ["/blog/rss.xml"];
}

/** '/servicios/{slug}' for every service page. */
export function servicePagePaths(): string[] {
  return servicePages.map((page) => page.path);
}

/** '/blog/{slug}' for every article file in `./blog/articles`. */
export function blogArticlePaths(): string[] {
  return readdirSync(new URL("./blog/articles/", import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => `/blog/${file.slice(0, -".md".length)}`);
}
