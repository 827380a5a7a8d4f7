/**
 * When a prerendered page loads its JavaScript (scripts/static-build/hydrate-on-intent.js): on
 * the visitor's first intent — the default: the page reads, links and forms work without it, and
 * whatever the visitor does first is handed to React — or right after the `load` event, for a
 * page whose content needs JavaScript at once (data fetched at run time, a ticking countdown).
 * A route module chooses with `export const handle: RouteHandle = { hydration: "load" }`; an
 * inline script may still switch `<html data-hydration>` to "load" for one visitor (the site does
 * for a stored cart: `@agencia/store-client/stored-cart-hydration`; the offer pages while their
 * countdown runs: `@agencia/offer/live-promotion-hydration`).
 */
export type Hydration = "intent" | "load";

export interface RouteHandle {
  hydration?: Hydration;
  /**
   * For a page with something timed (the offer pages' first social-proof message): hydrate at
   * the latest this many milliseconds after navigation started, intent or not.
   */
  hydrateBy?: number;
}

const handlesOf = (handles: readonly unknown[]) => handles as readonly (RouteHandle | undefined)[];

/** The policy of a page from the `handle`s of its matched routes: "load" if any asks for it. */
export function hydrationOf(handles: readonly unknown[]): Hydration {
  return handlesOf(handles).some((handle) => handle?.hydration === "load") ? "load" : "intent";
}

/** The earliest `hydrateBy` of the matched routes, if any sets one. */
function hydrateByOf(handles: readonly unknown[]): number | undefined {
  const deadlines = handlesOf(handles).flatMap((handle) => handle?.hydrateBy ?? []);
  return deadlines.length > 0 ? Math.min(...deadlines) : undefined;
}

/** The `<html>` attributes the hydration loader reads, from the matched routes' `handle`s. */
export function hydrationAttributes(handles: readonly unknown[]) {
  return { "data-hydration": hydrationOf(handles), "data-hydrate-by": hydrateByOf(handles) };
}
