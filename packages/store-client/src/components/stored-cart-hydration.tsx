import { CART_STORAGE_KEY } from "../cart/cart-store";

// The cart store removes the key when the cart empties, so any stored value is a cart in use.
const script = `try{localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})&&(document.documentElement.dataset.hydration="load")}catch(e){}`;

/**
 * For the document's `<head>`. Pages hydrate on the visitor's first intent, and the navbar's cart
 * count comes from the browser's storage, which the prerendered HTML cannot know: a visitor with
 * a cart gets the page hydrated right after `load` (`@agencia/ui/hydration`), so the count shows
 * without waiting for a touch. Everyone else still downloads nothing before interacting.
 */
export function StoredCartHydration() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
