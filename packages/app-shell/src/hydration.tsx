import { useMatches } from "react-router";

/**
 * When a prerendered page loads its JavaScript and hands over to React (the early script,
 * `src/early/`, does it):
 * - `"intent"`, the default: on the visitor's first intent (pointer, touch, key, focus, scroll).
 *   Until then the page answers by itself: native HTML, and the early script for what native HTML
 *   cannot do (a form's feedback and sending state, a smooth scroll, a share window).
 * - `"load"`: right after the `load` event, for a page whose content needs JavaScript at once
 *   (data fetched at run time, a signed-in area).
 */
export type Hydration = "intent" | "load";

/** What a route module may say about its page, as `export const handle: RouteHandle = …`. */
export interface RouteHandle {
  hydration?: Hydration;
  /**
   * For a page with something timed (the offer pages' first social-proof message): hydrate at
   * the latest this many milliseconds after navigation started, intent or not.
   */
  hydrateBy?: number;
  /** Inline JavaScript for the document's `<head>`: runs before the page paints. */
  headScript?: string;
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

/** The `<html>` attributes the early script reads, from the matched routes' `handle`s. */
export function hydrationAttributes(handles: readonly unknown[]) {
  return { "data-hydration": hydrationOf(handles), "data-hydrate-by": hydrateByOf(handles) };
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
  return hydrationAttributes(useMatches().map((match) => match.handle));
}
