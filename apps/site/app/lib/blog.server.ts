/**
 * The blog's data for route loaders. Loaders run at build time only (prerender), so the article
 * list, the YAML parser and the Markdown renderer never reach the browser: pages get plain data.
 */
import {
  articles,
  authorRole,
  categoryFilters,
  featuredArticle,
  formatArticleDate,
  getArticle,
  gridHeading,
  type BlogArticle,
} from "@agencia/content/blog";
import { renderArticleHtml } from "@agencia/content/blog-render";
import type { ArticleCardData, ArticlePageData, CategoryFilter } from "./blog-types";

function card(article: BlogArticle): ArticleCardData {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    author: article.author,
    date: article.date,
    dateLabel: formatArticleDate(article.date),
    category: article.category,
    readTime: article.readTime,
    image: article.image,
  };
}

export function blogListData(): {
  articles: ArticleCardData[];
  featuredSlug: string;
  filters: CategoryFilter[];
} {
  return {
    articles: articles.map(card),
    featuredSlug: featuredArticle().slug,
    filters: categoryFilters().map((category) => ({ category, heading: gridHeading(category) })),
  };
}

export function blogArticleData(slug: string): ArticlePageData | undefined {
  const article = getArticle(slug);
  if (!article) return undefined;
  return {
    ...card(article),
    keywords: article.keywords,
    authorRole: authorRole(article.author),
    html: renderArticleHtml(article.markdown),
  };
}
