import { readdirSync } from "node:fs";
import { servicePages } from "./service-pages";
import { sitePaths } from "./site-pages";

/**
 * Every path the main site prerenders: its static pages plus the generated ones (blog articles,
 * service pages). Build-time only (Node): it lists the article files, so it runs outside Vite too
 * (the React Router config, the e2e tests); pages import `site-pages` instead.
 */
export function siteRoutePaths(): string[] {
  return [...sitePaths(), ...servicePages.map((page) => page.path), ...blogArticlePaths()];
}

/** Files the site prerenders that are not HTML pages (feeds). */
export function siteFilePaths(): string[] {
  return ["/blog/rss.xml"];
}

/** '/blog/{slug}' for every article file in `./blog/articles`. */
export function blogArticlePaths(): string[] {
  return readdirSync(new URL("./blog/articles/", import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => `/blog/${file.slice(0, -".md".length)}`);
}
