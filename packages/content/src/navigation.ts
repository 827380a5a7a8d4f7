export interface NavLink {
  href: string;
  label: string;
}

export const mainNav: readonly NavLink[] = [
  { href: "/", label: "Inicio" },
  { href: "/servicios", label: "Servicios" },
  { href: "/nosotros", label: "Nosotros" },
  { href: "/tiziana", label: "Tiziana" },
  { href: "/partners", label: "Partners" },
  { href: "/contacto", label: "Contacto" },
];

export const navCta: NavLink = { href: "/agenda", label: "Solicitá una Consulta" };

export const footerGroups: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: "Servicios",
    links: [
      { href: "/servicios/automatizaciones-ia", label: "Automatizaciones con IA" },
      { href: "/servicios/agentes-conversacionales", label: "Agentes Conversacionales" },
      { href: "/servicios/desarrollo-web", label: "Desarrollo Web" },
      { href: "/servicios/marketing-digital", label: "Marketing Digital" },
      { href: "/servicios/sistemas-personalizados", label: "Sistemas Personalizados" },
      { href: "/servicios/consultoria-ia", label: "Consultoría en IA" },
    ],
  },
  {
    title: "Enlaces rápidos",
    links: [
      { href: "/", label: "Inicio" },
      { href: "/nosotros", label: "Nosotros" },
      { href: "/casos-de-exito", label: "Casos de Éxito" },
      { href: "/blog", label: "Blog" },
      { href: "/contacto", label: "Contacto" },
      { href: "/partners", label: "Partners" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/privacidad", label: "Política de Privacidad" },
      { href: "/terminos", label: "Términos de Servicio" },
      { href: "/mapa-del-sitio", label: "Mapa del Sitio" },
    ],
  },
];

/**
 * Paths on which the navbar keeps its translucent look even at the top of the page: the service
 * pages (spec) and the product pages, which open on white instead of a dark hero.
 */
export function isAlwaysSolidNavPath(path: string): boolean {
  return ["/servicios/", "/store/products/", "/product/"].some((prefix) => path.startsWith(prefix));
}

/**
 * The staff area: /acceso (sign in and sign up) and /panel (the leads inbox). Both are noindex,
 * out of the site maps, and the only pages that load the Supabase client and its session.
 */
export const ACCESS_PATH = "/acceso";
export const PANEL_PATH = "/panel";

export function isStaffAreaPath(path: string): boolean {
  return [ACCESS_PATH, PANEL_PATH].some((base) => path === base || path.startsWith(`${base}/`));
}
