import type { PageHero } from "./home";
import type { NavLink } from "./navigation";
import { HIVE_PATH } from "./hive";
import { services } from "./services";

/** /mapa-del-sitio: the groups and links of spec 000 §2, in its order. */

export const siteMapHero = {
  title: "Mapa del sitio",
  subtitle: "Todas las páginas del sitio en un solo lugar, para que encuentres rápido lo que buscás.",
} as const satisfies PageHero;

export interface SiteMapGroup {
  title: string;
  links: readonly NavLink[];
}

export const siteMapGroups: readonly SiteMapGroup[] = [
  {
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
  },
  {
    title: "Servicios",
    links: services.map((service) => ({ href: service.link, label: service.title })),
  },
  {
    title: "Soluciones específicas",
    links: [{ href: HIVE_PATH, label: "Monitoreo inteligente de colmenas" }],
  },
  {
    title: "Legal",
    links: [
      { href: "/privacidad", label: "Política de Privacidad" },
      { href: "/terminos", label: "Términos de Servicio" },
    ],
  },
];
