export const DESCRIPTION_MAX_LENGTH = 160;

export interface PageSeo {
  /** The path of the page, e.g. '/nosotros'. */
  path: string;
  title: string;
  description: string;
  keywords: readonly string[];
  /** Path (or absolute URL) of the social preview image, 1200×630 unless `imageSize` says otherwise. */
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
  defaultImage: string;
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
  const image = absoluteUrl(site.origin, page.image ?? site.defaultImage);
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
  for (const schema of page.jsonLd ?? []) tags.push({ "script:ld+json": schema });
  return tags;
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so no text can close the tag. */
export function jsonLdText(schema: object): string {
  return JSON.stringify(schema).replace(/</g, "\\u003c");
}
