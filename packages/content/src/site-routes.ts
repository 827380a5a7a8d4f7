import { servicePages } from "./service-pages";
import { sitePaths } from "./site-pages";

/**
 * Every path the main site prerenders: its static pages plus the generated ones (blog articles,
 * service pages). Build-time only: it may read every article; pages import `site-pages` instead.
 */
export function siteRoutePaths(): string[] {
  return [...sitePaths(), ...servicePages.map((page) => page.path)];
}
