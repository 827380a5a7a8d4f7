import type { PageHero } from "./home";
import type { NavLink } from "./navigation";
import { HIVE_PATH } from "./hive";
import { services } from "./services";
import { STORE_PATH } from "./store";

/**
 * /mapa-del-sitio: the groups and links of spec 000 §2, in its order, plus the store's
 * 'Ver Carrito' link that spec 001 §2 adds to the site map.
 */

export const siteMapHero = {
  title: "Mapa del sitio",
  subtitle:
    "Todas las páginas del sitio en un solo lugar, para que encuentres rápido lo que buscás.",
} as const satisfies PageHero;

export interface SiteMapGroup {
  title: string;
  /** Paths of the main site, or absolute URLs (the offers app's pages). */
  links: readonly NavLink[];
}

export const mainNavigation: SiteMapGroup = {
  title: "Navegación principal",
  links: [
    { href: "/", label: "Inicio" },
    { href: "/servicios", label: "Servicios" },
    { href: "/nosotros", label: "Nosotros" },
    { href: "/casos-de-exito", label: "Casos de Éxito" },
    { href: "/blog", label: "Blog" },
    { href: "/contacto", label: "Contacto" },
    { href: "/partners", label: "Partners" },
    { href: "/tiziana", label: "Tiziana, nuestra asistente virtual" },
    { href: "/agenda", label: "Agendá tu consulta gratuita" },
  ],
};

export const serviceLinks: readonly NavLink[] = services.map((service) => ({
  href: service.link,
  label: service.title,
}));

/** The spec's link: the cart opens from the navbar on any page, the store among them. */
export const cartLink: NavLink = { href: STORE_PATH, label: "Ver Carrito" };

export const legalLinks: readonly NavLink[] = [
  { href: "/privacidad", label: "Política de Privacidad" },
  { href: "/terminos", label: "Términos de Servicio" },
];

export const siteMapGroups: readonly SiteMapGroup[] = [
  mainNavigation,
  { title: "Servicios", links: serviceLinks },
  {
    title: "Soluciones específicas",
    links: [{ href: HIVE_PATH, label: "Monitoreo inteligente de colmenas" }],
  },
  { title: "Tienda", links: [cartLink] },
  { title: "Legal", links: legalLinks },
];
