import {
  createContext,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { StoreConfig } from "../client";
import type { CartLine } from "./cart";
import type { StoreEvent } from "./cart-events";
import { browserStorage, createCartStore, itemCount, type CartStore } from "./cart-store";

interface CartContextValue {
  store: CartStore;
  /** Where checkout sends the cart. */
  storeConfig: StoreConfig;
  /** Hears the visitor's adds and checkouts (GA4's `add_to_cart`, `begin_checkout`). */
  onEvent?: (event: StoreEvent) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * Holds the visitor's cart (persisted in localStorage) for every page. Light on purpose, since it
 * is in every page's JavaScript: the cart's rules load with the pages that change the cart
 * (`useCart`).
 */
export function CartProvider({
  storeConfig,
  storage,
  onEvent,
  children,
}: {
  storeConfig: StoreConfig;
  /** Hears the visitor's adds and checkouts, for the app's analytics. */
  onEvent?: (event: StoreEvent) => void;
  /** Where the cart is kept; the browser's localStorage by default. Stories pass their own. */
  storage?: Storage | null;
  children: ReactNode;
}) {
  const [store] = useState(() =>
    createCartStore(storage === undefined ? browserStorage() : storage),
  );
  const value = useMemo(() => ({ store, storeConfig, onEvent }), [store, storeConfig, onEvent]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCartContext(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error("The cart needs a <CartProvider> above it");
  return context;
}

/** The cart's lines; empty while prerendering and hydrating, then what the browser kept. */
export function useCartLines(): readonly CartLine[] {
  const { store } = useCartContext();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/** The number of units in the cart (the navbar's badge). */
export function useCartCount(): number {
  return itemCount(useCartLines());
}
