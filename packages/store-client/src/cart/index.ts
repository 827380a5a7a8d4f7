export * from "./cart";
export * from "./cart-events";
export { CartProvider, useCartCount, useCartLines } from "./cart-provider";
export {
  CART_STORAGE_KEY,
  createCartStore,
  itemCount,
  readStoredCart,
  type CartStore,
} from "./cart-store";
export { addToCartToasts, useAddToCart } from "./use-add-to-cart";
export { useCart, type Cart } from "./use-cart";
