/**
 * The head of a blog article page: its SEO entry (og:type article, the cover as social image)
 * and its BlogPosting JSON-LD. Light: takes the article's fields, never the article list.
 */
import type { BlogArticle } from "./blog/build";
import { absoluteUrl, type PageSeo } from "./seo";

/** What the head needs of an article: its fields, never its body or the article list. */
export type ArticleSeoInput = Pick<
  BlogArticle,
  "slug" | "title" | "excerpt" | "author" | "date" | "category" | "keywords" | "image"
>;

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

export function blogPostingSchema(
  article: ArticleSeoInput,
  site: { origin: string; brandName: string },
): object {
  const url = absoluteUrl(site.origin, articlePath(article.slug));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#articulo`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title,
    description: article.excerpt,
    image: {
      "@type": "ImageObject",
      url: absoluteUrl(site.origin, article.image.jpg),
      width: article.image.width,
      height: article.image.height,
    },
    datePublished: article.date,
    dateModified: article.date,
    author: { "@type": "Person", name: article.author },
    publisher: {
      "@type": "Organization",
      name: site.brandName,
      url: absoluteUrl(site.origin, "/"),
      logo: { "@type": "ImageObject", url: absoluteUrl(site.origin, "/logo.png") },
    },
    articleSection: article.category,
    keywords: article.keywords.join(", "),
    inLanguage: "es-AR",
  };
}

/** The SEO entry of an article page, with its BlogPosting JSON-LD. */
export function articleSeo(
  article: ArticleSeoInput,
  site: { origin: string; brandName: string },
): PageSeo {
  return {
    path: articlePath(article.slug),
    title: article.title,
    description: article.excerpt,
    keywords: article.keywords,
    image: article.image.jpg,
    imageSize: { width: article.image.width, height: article.image.height },
    imageAlt: article.image.alt,
    type: "article",
    jsonLd: [blogPostingSchema(article, site)],
  };
}
