import { HIVE_PATH, hiveSeo } from "./hive";
import type { PageSeo } from "./seo";

/**
 * The main site's route table: every static page with its head. Apps prerender exactly these
 * paths (plus the generated ones: blog articles, service pages) and build their site maps from it.
 */
export const sitePages = {
  home: {
    path: "/",
    title: "Inteligencia artificial y automatización para pymes",
    description:
      "Automatizaciones con IA, agentes conversacionales para WhatsApp, desarrollo web y marketing digital para pymes de Argentina y Latinoamérica. Consultá gratis.",
    keywords: [
      "inteligencia artificial para pymes",
      "automatización con IA",
      "chatbot WhatsApp",
      "agencia de IA Argentina",
      "desarrollo web",
      "marketing digital",
    ],
  },
  contact: {
    path: "/contacto",
    title: "Contacto",
    description:
      "Escribinos por el formulario, por WhatsApp o por email. Respondemos en menos de 24 horas y la primera consulta de 30 minutos es gratuita.",
    keywords: ["contacto", "presupuesto automatización", "consulta gratuita IA", "WhatsApp agencia"],
  },
  hive: {
    path: HIVE_PATH,
    ...hiveSeo,
  },
  notFound: {
    path: "/404",
    title: "Página no encontrada",
    description: "La página que buscás no existe o cambió de dirección. Volvé al inicio o escribinos.",
    keywords: ["404"],
    noindex: true,
  },
} as const satisfies Record<string, PageSeo>;

export type SitePageKey = keyof typeof sitePages;

/** Every path the site prerenders. */
export function sitePaths(): string[] {
  return Object.values(sitePages).map((page) => page.path);
}
