import {
  createContext,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import type { StoreConfig } from "../client";
import { cartTotals, itemCount, type CartLine, type CartTotal } from "./cart";
import { browserStorage, createCartStore, type CartStore } from "./cart-store";

interface CartContextValue {
  store: CartStore;
  /** Where checkout sends the cart. */
  storeConfig: StoreConfig;
  sheetOpen: boolean;
  setSheetOpen: (open: boolean) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/**
 * Holds the visitor's cart (persisted in localStorage) for every page, and whether the cart
 * sheet is open. Light on purpose: it is in every page's JavaScript.
 */
export function CartProvider({
  storeConfig,
  storage,
  children,
}: {
  storeConfig: StoreConfig;
  /** Where the cart is kept; the browser's localStorage by default. Stories pass their own. */
  storage?: Storage | null;
  children: ReactNode;
}) {
  const [store] = useState(() => createCartStore(storage === undefined ? browserStorage() : storage));
  const [sheetOpen, setSheetOpen] = useState(false);
  const value = useMemo(
    () => ({ store, storeConfig, sheetOpen, setSheetOpen }),
    [store, storeConfig, sheetOpen],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

function useCartContext(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error("useCart needs a <CartProvider> above it");
  return context;
}

function useLines(store: CartStore): readonly CartLine[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

export interface Cart {
  lines: readonly CartLine[];
  /** Units in the cart. */
  count: number;
  totals: CartTotal[];
  add: CartStore["add"];
  setQuantity: CartStore["setQuantity"];
  remove: CartStore["remove"];
  clear: CartStore["clear"];
  storeConfig: StoreConfig;
  sheetOpen: boolean;
  openSheet: () => void;
  closeSheet: () => void;
}

/** The cart and its actions. */
export function useCart(): Cart {
  const { store, storeConfig, sheetOpen, setSheetOpen } = useCartContext();
  const lines = useLines(store);
  return useMemo(
    () => ({
      lines,
      count: itemCount(lines),
      totals: cartTotals(lines),
      add: store.add,
      setQuantity: store.setQuantity,
      remove: store.remove,
      clear: store.clear,
      storeConfig,
      sheetOpen,
      openSheet: () => setSheetOpen(true),
      closeSheet: () => setSheetOpen(false),
    }),
    [lines, store, storeConfig, sheetOpen, setSheetOpen],
  );
}
