import type { PageHero } from "./home";

/**
 * The online store's pages (spec 001 §2): the copy around the catalogue, the product page and
 * the payment confirmation. The catalogue itself comes from the storefront API at run time.
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

export const storeHero = {
  title: "Tienda",
  subtitle:
    "Agentes de WhatsApp listos para usar, kits de monitoreo de colmenas, cursos y plantillas para que tu pyme empiece hoy con inteligencia artificial.",
} as const satisfies PageHero;

/** Shown without JavaScript, where the live catalogue would be. */
export const storeNoScript =
  "La tienda muestra los precios y el stock al día, así que necesita JavaScript. Activalo para ver los productos, o escribinos por WhatsApp y te pasamos el catálogo.";

export const successPage = {
  title: "Pago Exitoso",
  message: "¡Gracias por tu compra! Recibimos tu pedido y ya lo estamos preparando.",
  emailNote: "En breve vas a recibir un e-mail de confirmación con el detalle de tu compra.",
  homeLabel: "Volver al inicio",
  storeLabel: "Seguir comprando",
} as const;
