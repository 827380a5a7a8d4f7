import { footerGroups, mainNav } from "./navigation";

export const DESCRIPTION_MAX_LENGTH = 160;

export interface PageSeo {
  /** The path of the page, e.g. '/nosotros'. */
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /**
   * Path (or absolute URL) of the social preview image, 1200×630 unless `imageSize` says
   * otherwise; by default the page's own card, drawn at build time (`socialImagePath`).
   */
  image?: string;
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
  /** Schema.org objects for JSON-LD. */
  jsonLd?: readonly object[];
}

export interface SiteIdentity {
  origin: string;
  brandName: string;
}

/**
 * Where a page's own social card is: `/og/nosotros.jpg`, `/og/index.jpg` for the home page.
 * The static build draws every card a page points at (scripts/static-build/social-images.mjs).
 */
export function socialImagePath(path: string): string {
  return `/og${path === "/" ? "/index" : path.replace(/\/$/, "")}.jpg`;
}

/** A meta descriptor as React Router's `meta` export takes it. */
export type MetaTag = Record<string, string | object>;

export function truncateDescription(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:]+$/, "")}…`;
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith("/") ? origin : `${origin}/`).toString();
}

export function fullTitle(title: string, brandName: string): string {
  return title.includes(brandName) ? title : `${title} | ${brandName}`;
}

/** Every head tag of a page: title, description, keywords, canonical, Open Graph, Twitter, JSON-LD. */
export function pageMeta(page: PageSeo, site: SiteIdentity): MetaTag[] {
  const title = fullTitle(page.title, site.brandName);
  const description = truncateDescription(page.description);
  const url = absoluteUrl(site.origin, page.path);
  const image = absoluteUrl(site.origin, page.image ?? socialImagePath(page.path));
  const tags: MetaTag[] = [
    { title },
    { name: "description", content: description },
    { name: "keywords", content: page.keywords.join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:locale", content: "es_AR" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(page.imageSize?.width ?? 1200) },
    { property: "og:image:height", content: String(page.imageSize?.height ?? 630) },
    { property: "og:image:alt", content: page.imageAlt ?? title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  tags.push({ "script:ld+json": webPageSchema(page, site) });
  for (const schema of page.jsonLd ?? []) tags.push({ "script:ld+json": schema });
  return tags;
}

/** The name a section's crumb shows: its navigation label, else its path in words. */
function sectionName(path: string): string {
  const links = [...mainNav, ...footerGroups.flatMap((group) => group.links)];
  const label = links.find((link) => link.href === path)?.label;
  const segment = path.split("/").at(-1) ?? "";
  return label ?? segment.charAt(0).toUpperCase() + segment.slice(1).replace(/[-_]/g, " ");
}

/**
 * The page as schema.org sees it: a WebPage of the site (WebSite), in es-AR, with its
 * breadcrumb from the home page down.
 */
export function webPageSchema(page: PageSeo, site: SiteIdentity): object {
  const url = absoluteUrl(site.origin, page.path);
  const home = absoluteUrl(site.origin, "/");
  const segments = page.path.split("/").filter(Boolean);
  const crumbs = [
    { name: "Inicio", url: home },
    ...segments.slice(0, -1).map((_, index) => {
      const path = `/${segments.slice(0, index + 1).join("/")}`;
      return { name: sectionName(path), url: absoluteUrl(site.origin, path) };
    }),
    ...(segments.length ? [{ name: page.title.replace(` | ${site.brandName}`, ""), url }] : []),
  ];
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${url}#pagina`,
    url,
    name: fullTitle(page.title, site.brandName),
    description: truncateDescription(page.description),
    inLanguage: "es-AR",
    isPartOf: {
      "@type": "WebSite",
      "@id": `${home}#sitio`,
      name: site.brandName,
      url: home,
      inLanguage: "es-AR",
    },
    breadcrumb: {
      "@type": "BreadcrumbList",
      itemListElement: crumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    },
  };
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so no text can close the tag. */
export function jsonLdText(schema: object): string {
  return JSON.stringify(schema).replace(/</g, "\\u003c");
}
