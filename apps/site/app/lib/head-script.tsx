import type { RouteHandle } from "@agencia/ui/hydration";
import { useMatches } from "react-router";

/** A route's `handle` in this app: the hydration policy, and a script its document runs first. */
export interface SiteRouteHandle extends RouteHandle {
  /** Inline JavaScript for the document's `<head>`, run before the page paints. */
  headScript?: string;
}

/** The `headScript`s of the matched routes, for the document's `<head>`. */
export function RouteHeadScripts() {
  const scripts = useMatches().flatMap(
    (match) => (match.handle as SiteRouteHandle | undefined)?.headScript ?? [],
  );
  return scripts.map((script) => (
    <script key={script} dangerouslySetInnerHTML={{ __html: script }} />
  ));
}
