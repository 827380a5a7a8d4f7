import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { StoreConfig } from "../client";
import type { StoreProduct } from "../types";
import { liveState, subscribe } from "./channel";
import { answerFor, freshen, freshList, type LiveAnswer, type LiveFields } from "./freshen";
import { refresh } from "./refresh";
import { type LiveScope, scopeKey } from "./slots";

/**
 * The scope's answer: while hydrating, what the enhancement already wrote into the page (so React
 * renders what the page shows); after, the newest. Asks for fresh data once mounted (a page
 * reached by client-side navigation, or hydrated before its enhancement ran) and whenever the
 * visitor comes back to the tab.
 */
function useLiveAnswer(scope: LiveScope, config: StoreConfig): LiveAnswer | undefined {
  const key = scopeKey(scope);
  const answer = useSyncExternalStore(
    subscribe,
    () => liveState()?.latest[key],
    () => liveState()?.applied[key],
  );
  const { kind } = scope;
  const id = scope.kind === "product" ? scope.id : "";
  const { baseUrl, storeId } = config;
  useEffect(() => {
    const current: LiveScope = kind === "list" ? { kind } : { kind, id };
    const ask = () => void refresh(current, { baseUrl, storeId });
    const onVisible = () => document.visibilityState === "visible" && ask();
    ask();
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [kind, id, baseUrl, storeId]);
  return answer;
}

/**
 * The store's list as built, kept fresh: prices, stock and what is for sale as the store says
 * now, and the products it added since, after the others (nothing above them moves).
 */
export function useLiveList<P extends LiveFields>(
  built: readonly P[],
  config: StoreConfig,
): (P | StoreProduct)[] {
  const answer = useLiveAnswer({ kind: "list" }, config);
  return useMemo(() => freshList(built, answer), [built, answer]);
}

/** A product as built, kept fresh: its variants' prices and stock, and whether it is for sale. */
export function useLiveProduct<P extends LiveFields>(built: P, config: StoreConfig): P {
  const answer = useLiveAnswer({ kind: "product", id: built.id }, config);
  return useMemo(() => freshen(built, answerFor(answer, built.id)), [built, answer]);
}
