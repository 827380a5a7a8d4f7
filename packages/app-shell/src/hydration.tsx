import { useMatches } from "react-router";

/**
 * When a prerendered page loads its JavaScript and hands over to React (the early script,
 * `src/early/`, does it):
 * - `"intent"`, the default: on the visitor's first intent (pointer, touch, key, focus).
 *   Until then the page answers by itself: native HTML, and the early script for what native HTML
 *   cannot do (a form's feedback and sending state, a smooth scroll, a share window).
 * - `"prefetch"`: the same, but the app's code is fetched (not run) once the page has loaded and
 *   is idle, for a page whose first tap starts a task the visitor waits for (Add to Cart).
 * - `"load"`: right after the `load` event, for a page whose content needs JavaScript at once
 *   (data fetched at run time, a signed-in area).
 */
export type Hydration = "intent" | "prefetch" | "load";

export type { EnhancedPage } from "./early/enhance";

/** A matched route as the policy reads it: its `handle`, and its loader data. */
interface RouteMatch {
  handle?: unknown;
  data?: unknown;
}

/** What a route module may say about its page, as `export const handle: RouteHandle = …`. */
export interface RouteHandle {
  /** The page's policy; a function of the route's loader data when that decides it. */
  hydration?: Hydration | ((data: unknown) => Hydration);
  /**
   * For a page with something timed (the offer pages' first social-proof message): hydrate at
   * the latest this many milliseconds after navigation started, intent or not.
   */
  hydrateBy?: number;
  /** Inline JavaScript for the document's `<head>`: runs before the page paints. */
  headScript?: string;
  /**
   * A module the page runs after `load`, when idle, without React (a specifier resolved from the
   * app's folder; a function of the route's loader data when that decides it). The static build
   * bundles it into `/assets/enhance-*.js`; its default export gets an `EnhancedPage`.
   */
  enhance?: string | ((data: unknown) => string | undefined);
  /**
   * The page's name as a visitor knows it (its title without the brand; a function of the
   * route's loader data when that decides it): the chat links of sales pages name it
   * (`usePageName`, `@agencia/app-shell/page-name`).
   */
  pageName?: string | ((data: unknown) => string);
}

const handleOf = (match: RouteMatch) => match.handle as RouteHandle | undefined;

function policyOf(match: RouteMatch): Hydration {
  const hydration = handleOf(match)?.hydration;
  return typeof hydration === "function" ? hydration(match.data) : (hydration ?? "intent");
}

/** The policy of a page from its matched routes: the most eager any of them asks for. */
export function hydrationOf(matches: readonly RouteMatch[]): Hydration {
  const policies = new Set(matches.map(policyOf));
  return policies.has("load") ? "load" : policies.has("prefetch") ? "prefetch" : "intent";
}

/** The earliest `hydrateBy` of the matched routes, if any sets one. */
function hydrateByOf(matches: readonly RouteMatch[]): number | undefined {
  const deadlines = matches.flatMap((match) => handleOf(match)?.hydrateBy ?? []);
  return deadlines.length > 0 ? Math.min(...deadlines) : undefined;
}

/** The matched routes' enhancement modules, space separated, if any. */
function enhanceOf(matches: readonly RouteMatch[]): string | undefined {
  const modules = new Set(
    matches.flatMap((match) => {
      const enhance = handleOf(match)?.enhance;
      return (typeof enhance === "function" ? enhance(match.data) : enhance) ?? [];
    }),
  );
  return modules.size > 0 ? [...modules].join(" ") : undefined;
}

/** The `<html>` attributes the early script (and the static build) read, from the matched routes. */
export function hydrationAttributes(matches: readonly RouteMatch[]) {
  return {
    "data-hydration": hydrationOf(matches),
    "data-hydrate-by": hydrateByOf(matches),
    "data-enhance": enhanceOf(matches),
  };
}

/**
 * A head script that switches this visitor's page to hydrate at load when `condition` (a
 * JavaScript expression) holds, e.g. a cart stored in this browser. `mark` names a data attribute
 * set on `<html>` at the same time, for CSS that must know before hydration.
 */
export function hydrateAtLoadWhen(condition: string, mark?: string): string {
  const marked = mark ? `d.${mark}="";` : "";
  return `try{if(${condition}){var d=document.documentElement.dataset;${marked}d.hydration="load"}}catch(e){}`;
}

/** A JavaScript expression: this browser stores something under `key`. */
export const storageHas = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;

/** A `<script>` for the document's `<head>`. */
export function HeadScript({ code }: { code: string }) {
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}

/** The `headScript`s of the matched routes, for the document's `<head>`. */
export function RouteHeadScripts() {
  const scripts = useMatches().flatMap(
    (match) => (match.handle as RouteHandle | undefined)?.headScript ?? [],
  );
  return scripts.map((code) => <HeadScript key={code} code={code} />);
}

/** The `<html>` attributes of a page from its matched routes (its hydration policy). */
export function useHydrationAttributes() {
  return hydrationAttributes(useMatches());
}
