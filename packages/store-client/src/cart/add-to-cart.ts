import type { ToastMessage } from "@agencia/ui/toaster";
import { addItem, type AddToCart } from "./cart";
import { addToCartEvent, type StoreEvent } from "./cart-events";
import type { CartStore } from "./cart-store";

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

export interface AddToCartAnswers {
  toast: (message: ToastMessage) => void;
  /** Hears the add (GA4's `add_to_cart`). */
  onEvent?: (event: StoreEvent) => void;
}

/**
 * Adds the item to the cart and says how it went, as React does and as the store's pages do
 * before React; true when the item was added.
 */
export function addToCart(
  store: CartStore,
  item: AddToCart,
  from: keyof typeof addToCartToasts,
  { toast, onEvent }: AddToCartAnswers,
): boolean {
  const toasts = addToCartToasts[from];
  try {
    store.set(addItem(store.getSnapshot(), item));
  } catch (error) {
    toast({
      title: toasts.failed,
      description: error instanceof Error ? error.message : String(error),
      variant: "destructive",
    });
    return false;
  }
  onEvent?.(addToCartEvent(item));
  toast({ ...toasts.added(item), variant: "success" });
  return true;
}
