import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while prerendering and hydrating, true in every render after that. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
