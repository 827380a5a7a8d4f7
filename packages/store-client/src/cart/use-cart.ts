import { useMemo } from "react";
import type { StoreConfig } from "../client";
import {
  addItem,
  type AddToCart,
  cartTotals,
  type CartLine,
  type CartTotal,
  removeItem,
  setItemQuantity,
} from "./cart";
import { useCartContext, useCartLines } from "./cart-provider";
import { itemCount } from "./cart-store";

export interface Cart {
  lines: readonly CartLine[];
  /** Units in the cart. */
  count: number;
  totals: CartTotal[];
  /** Throws CartError when the item cannot be added. */
  add: (item: AddToCart) => void;
  setQuantity: (variantId: string, quantity: number) => void;
  remove: (variantId: string) => void;
  clear: () => void;
  storeConfig: StoreConfig;
}

/** The cart, its totals and its actions (add with product, variant and quantity; change; remove). */
export function useCart(): Cart {
  const { store, storeConfig } = useCartContext();
  const lines = useCartLines();
  return useMemo(() => {
    // Each action reads the latest lines, so two quick clicks both count.
    const change = (next: (current: readonly CartLine[]) => readonly CartLine[]) =>
      store.set(next(store.getSnapshot()));
    return {
      lines,
      count: itemCount(lines),
      totals: cartTotals(lines),
      add: (item) => change((current) => addItem(current, item)),
      setQuantity: (variantId, quantity) => change((current) => setItemQuantity(current, variantId, quantity)),
      remove: (variantId) => change((current) => removeItem(current, variantId)),
      clear: () => store.set([]),
      storeConfig,
    };
  }, [lines, store, storeConfig]);
}
