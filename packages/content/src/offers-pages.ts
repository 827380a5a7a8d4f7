import { offerPages } from "./offers";
import type { PageSeo } from "./seo";

/**
 * The offers app's route table: the navbar-less pages for paid-ad traffic. The app prerenders
 * exactly these paths (plus the generated ones) and builds its site map from it.
 */
export const offersPages = {
  index: {
    path: "/",
    title: "Ofertas para pymes",
    description:
      "Ofertas vigentes de agentes de WhatsApp con inteligencia artificial y soluciones digitales para pymes de Argentina y Latinoamérica.",
    keywords: ["ofertas", "agente WhatsApp", "chatbot para pymes"],
    noindex: true,
  },
  ofertaAgenteWhatsapp: {
    path: offerPages.ars.path,
    ...offerPages.ars.seo,
    type: "product",
  },
  ofertaAgenteWhatsappLatam: {
    path: offerPages.latam.path,
    ...offerPages.latam.seo,
    type: "product",
  },
  notFound: {
    path: "/404",
    title: "Página no encontrada",
    description: "La página que buscás no existe o la oferta ya no está disponible.",
    keywords: ["404"],
    noindex: true,
  },
} as const satisfies Record<string, PageSeo>;

/** Every path the offers app prerenders. */
export function offersPaths(): string[] {
  return Object.values(offersPages).map((page) => page.path);
}
