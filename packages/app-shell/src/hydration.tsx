import { type UIMatch, useMatches } from "react-router";

/**
 * When a prerendered page hands over to React: on the visitor's first intent (`"intent"`, the
 * default); the same with the code fetched once idle, for a first tap that starts a task the
 * visitor waits for (`"prefetch"`); or right after `load`, for content that needs JavaScript at once.
 */
export type Hydration = "intent" | "prefetch" | "load";

export type { EnhancedPage } from "./early/enhance";

type RouteMatch = Pick<UIMatch, "handle" | "data">;

/** A setting fixed per route, or decided by its loader data. */
type PerPage<T> = T | ((data: unknown) => T);

interface PageSettings {
  hydration: Hydration;
  enhance: string | undefined;
  pageName: string;
}

/** What a route module may say about its page, as `export const handle: RouteHandle = …`. */
export interface RouteHandle {
  hydration?: PerPage<Hydration>;
  /** Hydrate at the latest this many ms after navigation started, for something timed. */
  hydrateBy?: number;
  /** Inline JavaScript for the `<head>`, run before the page paints. */
  headScript?: string;
  /** A module specifier, resolved from the app's folder, that keeps the page fresh without React. */
  enhance?: PerPage<string | undefined>;
  /** The page's name as a visitor knows it, for the chat links of sales pages. */
  pageName?: PerPage<string>;
}

const handleOf = (match: RouteMatch) => match.handle as RouteHandle | undefined;

export function handleSetting<K extends keyof PageSettings>(
  match: RouteMatch,
  key: K,
): PageSettings[K] | undefined {
  const value = handleOf(match)?.[key] as PerPage<PageSettings[K]> | undefined;
  return typeof value === "function" ? value(match.data) : value;
}

/** The `<html>` attributes the early script and the static build read: the most eager policy wins. */
function hydrationAttributes(matches: readonly RouteMatch[]) {
  const policies = new Set(matches.map((match) => handleSetting(match, "hydration") ?? "intent"));
  const deadlines = matches.flatMap((match) => handleOf(match)?.hydrateBy ?? []);
  const enhance = new Set(matches.flatMap((match) => handleSetting(match, "enhance") ?? []));
  return {
    "data-hydration":
      (["load", "prefetch"] as const).find((eager) => policies.has(eager)) ?? "intent",
    "data-hydrate-by": deadlines.length > 0 ? Math.min(...deadlines) : undefined,
    "data-enhance": enhance.size > 0 ? [...enhance].join(" ") : undefined,
  };
}

/**
 * A head script that makes this visitor's page hydrate at load when `condition` (a JavaScript
 * expression) holds; `mark` names a data attribute set on `<html>` for CSS that must know early.
 */
export function hydrateAtLoadWhen(condition: string, mark?: string): string {
  const marked = mark ? `d.${mark}="";` : "";
  return `try{if(${condition}){var d=document.documentElement.dataset;${marked}d.hydration="load"}}catch(e){}`;
}

/** A JavaScript expression: this browser stores something under `key`. */
export const storageHas = (key: string) => `localStorage.getItem(${JSON.stringify(key)})`;

/**
 * An inline script for the `<head>`. The browser may pass "" for `code` and keep its builder out of
 * the bundle (the analytics script), since hydration leaves a script's prerendered content as it is.
 */
export function HeadScript({ code }: { code: string }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />;
}

export function RouteHeadScripts() {
  const scripts = useMatches().flatMap((match) => handleOf(match)?.headScript ?? []);
  return scripts.map((code) => <HeadScript key={code} code={code} />);
}

export function useHydrationAttributes() {
  return hydrationAttributes(useMatches());
}
