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
  // The actions never change, so effects may depend on them (the success page clears once).
  const actions = useMemo(() => {
    // Each action reads the latest lines, so two quick clicks both count.
    const change = (next: (current: readonly CartLine[]) => readonly CartLine[]) =>
      store.set(next(store.getSnapshot()));
    return {
      add: (item: AddToCart) => change((current) => addItem(current, item)),
      setQuantity: (variantId: string, quantity: number) =>
        change((current) => setItemQuantity(current, variantId, quantity)),
      remove: (variantId: string) => change((current) => removeItem(current, variantId)),
      clear: () => store.set([]),
    };
  }, [store]);
  return useMemo(
    () => ({ lines, count: itemCount(lines), totals: cartTotals(lines), ...actions, storeConfig }),
    [lines, actions, storeConfig],
  );
}
