import { liveState } from "./channel";
import { patchPage } from "./patch";
import { refresh } from "./refresh";
import { scopeOf } from "./slots";

export interface StorePageRefresh {
  /** True once React has started to take the page over: from then on the DOM is React's. */
  reactStarted(): boolean;
  /** Something changed that only React can show (a product added since the build). */
  needsReact(): void;
}

/**
 * A prerendered store page, kept true without React: after `load` it asks the store for the page's
 * fresh data (slots.ts) and writes what changed into the page (patch.ts): prices, stock messages,
 * what can be added. A product added to the list since the build, or whose variants changed, is
 * React's to show. Once React has started, the answer is only published, for React to render.
 */
export function refreshStorePage({ reactStarted, needsReact }: StorePageRefresh): void {
  const root = document.querySelector<HTMLElement>("[data-store-live]");
  const scope = scopeOf(root?.dataset.storeLive ?? "");
  const { storeApi, storeId } = root?.dataset ?? {};
  if (!root || !scope || !storeApi || !storeId) return;
  void refresh(scope, { baseUrl: storeApi, storeId }).then((answer) => {
    const state = liveState();
    if (!answer || !state || reactStarted()) return;
    // In one task with React not started: React hydrates with exactly what the page now says.
    const { applied, leftForReact } = patchPage(root, answer);
    state.applied[root.dataset.storeLive!] = applied;
    if (leftForReact) needsReact();
  });
}
