import type { LiveAnswer } from "./freshen";

/**
 * The page's fresh data, shared by the two bundles that use it (on `window`, since they do not
 * share modules): the enhancement that runs before React (enhance.ts) and React's hooks
 * (use-live.ts). Keyed by scope (slots.ts).
 * - `applied`: what the enhancement wrote into the page before React, which React must hydrate
 *   with (its server snapshot), so that what it renders is what the page already shows;
 * - `latest`: the newest answer, which React renders once hydrated.
 */
export interface LiveState {
  applied: Record<string, LiveAnswer>;
  latest: Record<string, LiveAnswer>;
  pending: Record<string, Promise<LiveAnswer | null>>;
  listeners: Set<() => void>;
}

const KEY = "__agenciaStoreLive";

/** The page's state; null without a browser (prerendering). */
export function liveState(): LiveState | null {
  if (typeof window === "undefined") return null;
  const host = window as unknown as Record<string, LiveState | undefined>;
  return (host[KEY] ??= { applied: {}, latest: {}, pending: {}, listeners: new Set() });
}

export function subscribe(listener: () => void): () => void {
  const state = liveState();
  state?.listeners.add(listener);
  return () => state?.listeners.delete(listener);
}

/** Records the newest answer for a scope and tells React. */
export function publish(key: string, answer: LiveAnswer): void {
  const state = liveState();
  if (!state) return;
  state.latest[key] = answer;
  state.listeners.forEach((listener) => listener());
}
