/**
 * The blog, built into the site: articles are Markdown files with YAML front
 * matter in `./blog/articles`, covers are in `../assets/blog`. No React and no
 * Markdown parser here; render bodies with `@agencia/content/blog-render` in
 * build-time loaders.
 */
import { buildArticles, type BlogArticle } from "./blog/build";

export type { BlogArticle, BlogArticleImage } from "./blog/build";
export { BlogContentError } from "./blog/front-matter";
export { blogAuthors, authorRole, type BlogAuthor } from "./blog/authors";

const sources = import.meta.glob<string>("./blog/articles/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});
const imageUrls = import.meta.glob<string>("../assets/blog/*.{avif,jpg}", {
  query: "?url&no-inline",
  import: "default",
  eager: true,
});

/** Every article, newest first. */
export const articles: readonly BlogArticle[] = buildArticles(sources, imageUrls);

/** The filter that shows every category. */
export const ALL_CATEGORIES = "Todos";

export function getArticle(slug: string): BlogArticle | undefined {
  return articles.find((article) => article.slug === slug);
}

/** The newest article: featured on /blog under 'Todos'. */
export function featuredArticle(): BlogArticle {
  const newest = articles[0];
  if (!newest) throw new Error("The blog has no articles");
  return newest;
}

/** Distinct categories, in order of first appearance in the newest-first list. */
export function categories(): string[] {
  return [...new Set(articles.map((article) => article.category))];
}

/** The filter buttons of /blog: 'Todos' then each category. */
export function categoryFilters(): string[] {
  return [ALL_CATEGORIES, ...categories()];
}

/** The articles of one category (or all for 'Todos'), newest first. */
export function articlesByCategory(category: string): BlogArticle[] {
  return category === ALL_CATEGORIES
    ? [...articles]
    : articles.filter((article) => article.category === category);
}

const dateFormat = new Intl.DateTimeFormat("es-AR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** '2025-07-10' → '10 de julio de 2025' (computed in UTC, so it never shifts a day). */
export function formatArticleDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

/** 'Últimos Artículos' for 'Todos', otherwise '<category> Artículos'. */
export function gridHeading(category: string): string {
  return category === ALL_CATEGORIES ? "Últimos Artículos" : `${category} Artículos`;
}
