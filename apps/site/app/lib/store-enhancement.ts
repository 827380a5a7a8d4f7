import type { EnhancedPage } from "@agencia/app-shell/hydration";
import { refreshStorePage } from "@agencia/store-client/live/enhance";

/** Its module, as a store route's `handle.enhance` names it (resolved from the app's folder). */
export const STORE_ENHANCEMENT = "./app/lib/store-enhancement.ts";

/** The store pages' enhancement: their prices and stock kept fresh before React. */
export default function enhanceStorePage(page: EnhancedPage): void {
  refreshStorePage({ reactStarted: () => page.reactStarted, needsReact: page.hydrate });
}
