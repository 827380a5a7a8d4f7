// Type-only: the cart's rules (and the price and stock modules they use) stay out of every page's
// JavaScript; only the store's pages and the cart sheet load them (use-cart.ts).
import type { CartLine } from "./cart";

/** Where the cart is kept in the browser. The version lets a future shape ignore old carts. */
export const CART_STORAGE_KEY = "agencia.cart.v1";

const isText = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    isText(line.productId) &&
    isText(line.variantId) &&
    isText(line.title) &&
    isText(line.variantTitle) &&
    (line.image === null || isText(line.image)) &&
    isCount(line.quantity) &&
    line.quantity > 0 &&
    isCount(line.unitAmount) &&
    isText(line.currencyCode) &&
    (line.currency === null || typeof line.currency === "object") &&
    (line.stock === null || isCount(line.stock))
  );
}

/** The stored cart's lines; anything unreadable (edited by hand, an old shape) is dropped. */
export function readStoredCart(text: string | null): CartLine[] {
  if (!text) return [];
  try {
    const stored = JSON.parse(text) as unknown;
    return Array.isArray(stored) ? stored.filter(isCartLine) : [];
  } catch {
    return [];
  }
}

const EMPTY: readonly CartLine[] = Object.freeze([]);

export interface CartStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly CartLine[];
  /** While prerendering and hydrating: the empty cart the HTML was built with. */
  getServerSnapshot(): readonly CartLine[];
  /** Replaces the lines (and stores them). */
  set(lines: readonly CartLine[]): void;
}

/**
 * The cart as an external store for `useSyncExternalStore`, persisted in `storage` (the
 * browser's localStorage) and kept in step with other tabs.
 */
export function createCartStore(storage: Storage | null, key = CART_STORAGE_KEY): CartStore {
  const stored = storage ? readStoredCart(storage.getItem(key)) : EMPTY;
  // No stored cart: the very snapshot the HTML was built with, so hydration re-renders nothing
  // that shows the cart (an equal but new empty list would re-render them all).
  let lines: readonly CartLine[] = stored.length > 0 ? stored : EMPTY;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function set(next: readonly CartLine[]) {
    lines = next;
    try {
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or blocked (private mode): the cart still works for this page.
    }
    notify();
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    lines = readStoredCart(event.newValue);
    notify();
  };

  return {
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== "undefined")
        window.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== "undefined")
          window.removeEventListener("storage", onStorage);
      };
    },
    getSnapshot: () => lines,
    getServerSnapshot: () => EMPTY,
    set,
  };
}

/** How many units the lines hold (the navbar's count). */
export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** The browser's localStorage, or null where there is none or it is blocked. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}
