import { useMatches } from "react-router";

/**
 * When a prerendered page loads its JavaScript: on the visitor's first intent (the default, for
 * pages that read well without it), or right after the `load` event for pages whose purpose
 * needs it (a form, data fetched at run time). A route module chooses with
 * `export const handle: RouteHandle = { hydration: "load" }`; see
 * scripts/static-build/hydrate-on-intent.js.
 */
export type Hydration = "intent" | "load";

export interface RouteHandle {
  hydration?: Hydration;
}

export function useHydrationPolicy(): Hydration {
  const matches = useMatches();
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.hydration === "load")
    ? "load"
    : "intent";
}
