import { HIVE_PATH, hiveSeo } from "./hive";
import type { PageSeo } from "./seo";
import { STORE_PATH, SUCCESS_PATH } from "./store";
import { DEMO_PATH } from "./tiziana";
import { ACCESS_PATH, PANEL_PATH } from "./navigation";

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
  services: {
    path: "/servicios",
    title: "Servicios de IA, automatización y desarrollo para pymes",
    description:
      "Automatizaciones con IA, agentes conversacionales, desarrollo web, marketing digital, sistemas a medida y consultoría en IA para pymes. Pedí tu presupuesto.",
    keywords: [
      "servicios de inteligencia artificial",
      "automatización de procesos",
      "chatbot",
      "desarrollo web a medida",
      "consultoría IA",
    ],
  },
  about: {
    path: "/nosotros",
    title: "Nosotros",
    description:
      "Más de 10 años ayudando a pymes de Argentina y Latinoamérica a crecer con tecnología. Conocé nuestra misión, nuestros valores y nuestra historia.",
    keywords: [
      "agencia de IA",
      "quiénes somos",
      "San Luis",
      "Buenos Aires",
      "transformación digital",
    ],
  },
  caseStudies: {
    path: "/casos-de-exito",
    title: "Casos de éxito",
    description:
      "Diez empresas de distintas industrias que automatizaron procesos y mejoraron sus resultados con inteligencia artificial. Conocé sus desafíos y sus números.",
    keywords: [
      "casos de éxito",
      "resultados automatización",
      "ROI inteligencia artificial",
      "clientes",
    ],
  },
  agenda: {
    path: "/agenda",
    title: "Agendá tu consulta gratuita",
    description:
      "Reservá una consulta gratuita de 30 minutos: analizamos tu negocio, detectamos qué se puede automatizar y te llevás un plan concreto, sin compromiso.",
    keywords: ["consulta gratuita", "agendar reunión", "asesoramiento IA", "automatización pymes"],
  },
  partners: {
    path: "/partners",
    title: "Programa de partners",
    description:
      "Sumate como partner y ofrecé soluciones de inteligencia artificial a tus clientes con el respaldo de nuestro equipo. Conocé los beneficios y postulate.",
    keywords: ["programa de partners", "revender IA", "alianzas", "comisiones"],
  },
  tiziana: {
    path: DEMO_PATH,
    title: "Tiziana, la asistente virtual: probá la demo",
    description:
      "Chateá con Tiziana por WhatsApp o Telegram y comprobá cómo un agente conversacional atiende, responde y agenda reuniones al instante.",
    keywords: ["demo chatbot", "asistente virtual WhatsApp", "agente conversacional", "Tiziana"],
  },
  privacy: {
    path: "/privacidad",
    title: "Política de privacidad",
    description:
      "Cómo tratamos tus datos personales según la Ley 25.326: qué recopilamos, para qué, cuánto tiempo los guardamos y cómo ejercer tus derechos.",
    keywords: ["política de privacidad", "Ley 25.326", "datos personales"],
  },
  terms: {
    path: "/terminos",
    title: "Términos de servicio",
    description:
      "Condiciones de uso del sitio y de nuestros servicios de inteligencia artificial, automatización y desarrollo, regidas por las leyes de la República Argentina.",
    keywords: ["términos y condiciones", "términos de servicio"],
  },
  siteMap: {
    path: "/mapa-del-sitio",
    title: "Mapa del sitio",
    description:
      "Todas las páginas del sitio en un solo lugar: servicios, soluciones específicas, casos de éxito, blog, contacto e información legal.",
    keywords: ["mapa del sitio", "páginas"],
  },
  contact: {
    path: "/contacto",
    title: "Contacto",
    description:
      "Escribinos por el formulario, por WhatsApp o por email. Respondemos en menos de 24 horas y la primera consulta de 30 minutos es gratuita.",
    keywords: [
      "contacto",
      "presupuesto automatización",
      "consulta gratuita IA",
      "WhatsApp agencia",
    ],
  },
  blog: {
    path: "/blog",
    title: "Blog: IA, automatización y marketing para pymes",
    description:
      "Artículos prácticos sobre inteligencia artificial, chatbots, automatización, marketing digital, ciberseguridad y desarrollo web para pymes argentinas.",
    keywords: [
      "blog inteligencia artificial",
      "automatización para pymes",
      "chatbots WhatsApp",
      "marketing digital",
      "transformación digital",
    ],
  },
  hive: {
    path: HIVE_PATH,
    ...hiveSeo,
  },
  store: {
    path: STORE_PATH,
    title: "Tienda online: agentes de WhatsApp, kits y cursos de IA",
    description:
      "Comprá online agentes de WhatsApp con IA, kits de monitoreo de colmenas, cursos y talleres para tu pyme. Precios en pesos y dólares, stock al día.",
    keywords: [
      "tienda online",
      "comprar agente de WhatsApp",
      "kit monitoreo de colmenas",
      "curso de inteligencia artificial",
      "plantillas WhatsApp Business",
    ],
  },
  success: {
    path: SUCCESS_PATH,
    title: "Pago Exitoso",
    description:
      "Recibimos tu pedido y tu pago. En breve vas a recibir un e-mail de confirmación con el detalle de tu compra. ¡Gracias por confiar en nosotros!",
    keywords: ["pago exitoso", "confirmación de compra"],
    noindex: true,
  },
  sitemapExtended: {
    path: "/sitemap-extended",
    title: "Mapa del sitio extendido",
    description:
      "Índice interno de todas las páginas: navegación principal, servicios, tienda, landing pages de campañas y documentos legales del sitio.",
    keywords: ["mapa del sitio", "índice de páginas", "landing pages"],
    noindex: true,
  },
  // The staff area: prerendered like every page, but kept out of search engines and site maps.
  access: {
    path: ACCESS_PATH,
    title: "Acceso del equipo",
    description: "Ingreso del equipo de la agencia al panel de contactos.",
    keywords: ["acceso", "equipo"],
    noindex: true,
  },
  panel: {
    path: PANEL_PATH,
    title: "Panel de contactos",
    description: "Los contactos que llegan desde el sitio, para el equipo de la agencia.",
    keywords: ["panel", "contactos"],
    noindex: true,
  },
  notFound: {
    path: "/404",
    title: "Página no encontrada",
    description:
      "La página que buscás no existe o cambió de dirección. Volvé al inicio o escribinos.",
    keywords: ["404"],
    noindex: true,
  },
  /** What the host serves, with status 404, for an unknown /blog/{slug} (Cloudflare's nearest 404.html). */
  blogNotFound: {
    path: "/blog/404",
    title: "Artículo no encontrado",
    description:
      "El artículo que buscás no existe o cambió de dirección. Volvé al blog para ver todos.",
    keywords: ["404", "blog"],
    noindex: true,
  },
} as const satisfies Record<string, PageSeo>;

export type SitePageKey = keyof typeof sitePages;

/** Every path the site prerenders. */
export function sitePaths(): string[] {
  return Object.values(sitePages).map((page) => page.path);
}
