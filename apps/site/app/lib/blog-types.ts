import type { BlogArticleImage } from "@agencia/content/blog";

/** What a card needs of an article: no body, so the list page's data stays small. */
export interface ArticleCardData {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  /** '10 de julio de 2025' */
  dateLabel: string;
  category: string;
  readTime: string;
  image: BlogArticleImage;
}

export interface CategoryFilter {
  category: string;
  /** The grid heading under this filter. */
  heading: string;
}

export interface ArticlePageData extends ArticleCardData {
  keywords: string[];
  authorRole?: string;
  /** The body rendered to HTML at build time. */
  html: string;
}
