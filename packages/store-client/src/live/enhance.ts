import { afterNextPaint } from "@agencia/ui/next-paint";
import type { ToastMessage } from "@agencia/ui/toaster";
import type { StoreEvent } from "../cart/cart-events";
import { addBeforeReact } from "./add-before-react";
import { liveState } from "./channel";
import { patchPage } from "./patch";
import { refresh } from "./refresh";
import { scopeOf } from "./slots";

/** What a prerendered page offers its enhancement (the apps' early script). */
export interface EnhancedStorePage {
  /** True once React has started to take the page over: from then on the DOM is React's. */
  reactStarted(): boolean;
  /** Loads the app now, for something only React can show. */
  hydrate(): void;
  /** Answers complete forms' submissions before React (true for one taken). */
  takeSubmissions(take: (form: HTMLFormElement, submitter: HTMLElement | null) => boolean): void;
  toast(message: ToastMessage): void;
}

export interface StorePageOptions {
  /** Hears an add taken before React (GA4's `add_to_cart`), as the cart's `onEvent` does. */
  onEvent?: (event: StoreEvent) => void;
  /** After such an add: the cart sheet can only show it once React has hydrated. */
  onAdded?: () => void;
}

/**
 * A prerendered store page, kept true without React: after `load` it asks the store for the page's
 * fresh data (slots.ts) and writes what changed into the page (patch.ts): prices, stock messages,
 * what can be added. A product added to the list since the build, or whose variants changed, is
 * React's to show. Once React has started, the answer is only published, for React to render.
 * With the answer in, Add to Cart adds at once, before React (add-before-react.ts).
 */
export function enhanceStorePage(
  page: EnhancedStorePage,
  { onEvent, onAdded }: StorePageOptions = {},
): void {
  const root = document.querySelector<HTMLElement>("[data-store-live]");
  const key = root?.dataset.storeLive ?? "";
  const scope = scopeOf(key);
  const { storeApi, storeId } = root?.dataset ?? {};
  if (!root || !scope || !storeApi || !storeId) return;
  void refresh(scope, { baseUrl: storeApi, storeId }).then((answer) => {
    const state = liveState();
    if (!answer || !state || page.reactStarted()) return;
    // In one task with React not started: React hydrates with exactly what the page now says.
    const { applied, leftForReact } = patchPage(root, answer);
    state.applied[key] = applied;
    if (leftForReact) page.hydrate();
  });
  // The count is the tap's answer: the rest of an add (its toast, its event, React) waits until
  // it has painted.
  const later = (work: () => void) => void afterNextPaint().then(work);
  page.takeSubmissions((form, submitter) => {
    if (!root.contains(form)) return false;
    const taken = addBeforeReact(form, submitter, liveState()?.applied[key], {
      toast: (message) => later(() => page.toast(message)),
      onEvent: onEvent && ((event) => later(() => onEvent(event))),
    });
    if (taken)
      later(() => {
        onAdded?.();
        page.hydrate();
      });
    return taken;
  });
}
