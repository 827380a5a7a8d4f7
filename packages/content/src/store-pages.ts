import type { PageHero } from "./home";

/**
 * The copy of the online store's pages (spec 001 §2): around the catalogue, and the payment
 * confirmation. The catalogue itself comes from the storefront API at run time.
 */

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
