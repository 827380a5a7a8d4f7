import { useMatches } from "react-router";
import type { RouteHandle } from "./hydration";

/**
 * The name of the page on screen, from the deepest matched route whose handle gives one
 * (`RouteHandle.pageName`); undefined for pages without one. The prerender knows it, so a link
 * built from it is in the HTML as it will stay after hydration.
 */
export function usePageName(): string | undefined {
  for (const match of [...useMatches()].reverse()) {
    const pageName = (match.handle as RouteHandle | undefined)?.pageName;
    if (pageName) return typeof pageName === "function" ? pageName(match.data) : pageName;
  }
  return undefined;
}
