import { landingSlugs } from "./landings";
import { offersPaths } from "./offers-pages";

/**
 * Every path the offers app prerenders: its static pages plus the generated ones (the seven
 * pain-point landings). Build-time only; pages import `offers-pages` or `landings` instead.
 */
export function offersRoutePaths(): string[] {
  return [...offersPaths(), ...landingSlugs.map((slug) => `/${slug}`)];
}
