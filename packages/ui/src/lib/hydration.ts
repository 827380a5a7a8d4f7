/**
 * When a prerendered page loads its JavaScript (scripts/static-build/hydrate-on-intent.js): on
 * the visitor's first intent — the default: the page reads, links and forms work without it, and
 * whatever the visitor does first is handed to React — or right after the `load` event, for a
 * page whose content needs JavaScript at once (data fetched at run time, a ticking countdown).
 * A route module chooses with `export const handle: RouteHandle = { hydration: "load" }`; an
 * inline script in the head may still switch `<html data-hydration>` to "load" for one visitor
 * (the site does for a stored cart: `@agencia/store-client/stored-cart-hydration`).
 */
export type Hydration = "intent" | "load";

export interface RouteHandle {
  hydration?: Hydration;
}

/** The policy of a page from the `handle`s of its matched routes: "load" if any asks for it. */
export function hydrationOf(handles: readonly unknown[]): Hydration {
  return handles.some((handle) => (handle as RouteHandle | undefined)?.hydration === "load")
    ? "load"
    : "intent";
}
