import { showToast } from "@agencia/ui/toaster";
import { useCallback } from "react";
import type { AddToCart } from "./cart";
import { addToCartEvent } from "./cart-events";
import { useCartContext } from "./cart-provider";
import { useCart } from "./use-cart";

/** The spec's toasts for adding to the cart, as the list and the product page word them (§8). */
export const addToCartToasts = {
  list: {
    added: (item: AddToCart) => ({
      title: "Added to Cart! 🛒",
      description: `${item.product.title} has been added to your cart.`,
    }),
    failed: "Error adding to cart",
  },
  product: {
    added: (item: AddToCart) => ({
      title: "Added to Cart!",
      description: `${item.quantity} × ${item.product.title} (${item.variant.title})`,
    }),
    failed: "Oh no! Something went wrong.",
  },
} as const;

/** Adds to the cart and says how it went; true when the item was added. */
export function useAddToCart(from: keyof typeof addToCartToasts): (item: AddToCart) => boolean {
  const { add } = useCart();
  const { onEvent } = useCartContext();
  return useCallback(
    (item) => {
      const toasts = addToCartToasts[from];
      try {
        add(item);
      } catch (error) {
        showToast({
          title: toasts.failed,
          description: error instanceof Error ? error.message : String(error),
          variant: "destructive",
        });
        return false;
      }
      onEvent?.(addToCartEvent(item));
      showToast({ ...toasts.added(item), variant: "success" });
      return true;
    },
    [add, from, onEvent],
  );
}
