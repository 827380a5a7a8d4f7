export * from "./cart";
export { CartProvider, useCart, type Cart } from "./cart-provider";
export { addToCartToasts, useAddToCart } from "./use-add-to-cart";
export { CART_STORAGE_KEY, createCartStore, readStoredCart, type CartStore } from "./cart-store";
