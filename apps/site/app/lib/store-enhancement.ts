import { track } from "@agencia/app-shell/track";
import type { EnhancedPage } from "@agencia/app-shell/hydration";
import { enhanceStorePage } from "@agencia/store-client/live/enhance";

/** Its module, as a store route's `handle.enhance` names it (resolved from the app's folder). */
export const STORE_ENHANCEMENT = "./app/lib/store-enhancement.ts";

/**
 * The store pages' enhancement: their prices and stock kept fresh before React, and Add to Cart
 * done at once. Once an add is stored, `<html data-cart-stored>` has the cart sheet say it is
 * loading, as for a cart stored before the visit (root.tsx), until React shows it.
 */
export default function enhance(page: EnhancedPage): void {
  enhanceStorePage(page, {
    onEvent: track,
    onAdded: () => (document.documentElement.dataset.cartStored = ""),
  });
}
