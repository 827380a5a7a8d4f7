import { HIVE_PATH } from "./hive";
import type { PageHero } from "./home";
import { landingSlugs, type LandingSlug } from "./landings";
import type { OfferPageCopy } from "./offers";
import { cartLink, legalLinks, mainNavigation, serviceLinks, type SiteMapGroup } from "./site-map";
import { STORE_PATH } from "./store";

/**
 * /sitemap-extended (noindex): every page of both apps, in the groups of spec 001 §2. Only paths
 * and labels live here, so the page does not load the landings' copy.
 */

export const extendedSiteMapHero = {
  title: "Mapa del sitio extendido",
  subtitle: "El índice completo: también la tienda y las páginas de nuestras campañas.",
} as const satisfies PageHero;

const offerLinks: readonly { path: OfferPageCopy["path"]; label: string }[] = [
  { path: "/oferta_agente_whatsapp", label: "Oferta Agente de WhatsApp (Argentina)" },
  { path: "/oferta-agente-whatsapp-latam", label: "Oferta Agente de WhatsApp (Latinoamérica)" },
];

const landingLabels: Record<LandingSlug, string> = {
  "landing-atencion-cliente": "Atención al cliente con IA",
  "landing-aumentar-ventas": "Aumentar las ventas",
  "landing-no-entiendo-tecnologia": "Tecnología sin vueltas",
  "landing-organizar-administracion": "Organizar la administración",
  "landing-sin-tiempo-marketing": "Sin tiempo para el marketing",
  "landing-vender-mas": "Vender más",
  "landing-web-no-convierte": "Una web que convierta",
};

/** The groups; the offers app's pages as absolute URLs on `offersOrigin`. */
export function extendedSiteMapGroups(offersOrigin: string): readonly SiteMapGroup[] {
  const offersUrl = (path: string) => new URL(path, offersOrigin).toString();
  return [
    {
      ...mainNavigation,
      links: [...mainNavigation.links, { href: "/mapa-del-sitio", label: "Mapa del sitio" }],
    },
    {
      title: "Servicios",
      links: [...serviceLinks, { href: HIVE_PATH, label: "Monitoreo inteligente de colmenas" }],
    },
    { title: "Tienda", links: [{ href: STORE_PATH, label: "Tienda online" }, cartLink] },
    {
      title: "Landing pages",
      links: [
        ...offerLinks.map((offer) => ({ href: offersUrl(offer.path), label: offer.label })),
        ...landingSlugs.map((slug) => ({
          href: offersUrl(`/${slug}`),
          label: landingLabels[slug],
        })),
      ],
    },
    { title: "Legal", links: legalLinks },
  ];
}
