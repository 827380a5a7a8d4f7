import { showToast } from "@agencia/ui/toaster";
import { useCallback } from "react";
import { addToCart, addToCartToasts } from "./add-to-cart";
import type { AddToCart } from "./cart";
import { useCartContext } from "./cart-provider";

export { addToCartToasts };

/** Adds to the cart and says how it went; true when the item was added. */
export function useAddToCart(from: keyof typeof addToCartToasts): (item: AddToCart) => boolean {
  const { store, onEvent } = useCartContext();
  return useCallback(
    (item) => addToCart(store, item, from, { toast: showToast, onEvent }),
    [store, from, onEvent],
  );
}
