/**
 * The online store (spec 001 §2): its id and paths, which every page's cart needs. The copy of
 * its pages is in `store-pages`, so that only those pages load it.
 */

/**
 * The store the site reads when `VITE_STORE_ID` is unset: the local backend's demo catalogue.
 * Store ids of the hosted service look like `store_01K…`.
 */
export const DEMO_STORE_ID = "store_01K2Z8M4QJ7V3X9T6B5N0D4R8H";

export const STORE_PATH = "/store";
/** The product page; `/product/{id}` (the cards' link target) shows the same page. */
export const storeProductPath = (id: string) => `/store/products/${encodeURIComponent(id)}`;
export const productLinkPath = (id: string) => `/product/${encodeURIComponent(id)}`;
export const SUCCESS_PATH = "/success";
