import { blogFeed, blogHero, blogListCopy } from "@agencia/content/blog-page";
import { sitePages } from "@agencia/content/site-pages";
import { PageHero } from "@agencia/ui/page-hero";
import { ArticleCard } from "../components/blog/article-card";
import { BlogNewsletter } from "../components/blog/blog-newsletter";
import { CategoryFilter, CategoryFilterRules } from "../components/blog/category-filter";
import { FeaturedArticle } from "../components/blog/featured-article";
import { env } from "../env";
import { blogListData } from "../lib/blog.server";
import { siteMeta } from "../lib/seo";
import type { Route } from "./+types/blog";

// Runs at build time only: the articles reach the page as plain data, without their bodies.
export const loader = () => blogListData();

export const meta = () => siteMeta(sitePages.blog);

export const links: Route.LinksFunction = () => [
  {
    rel: "alternate",
    type: "application/rss+xml",
    title: `${blogFeed.title} | ${env.brandName}`,
    href: blogFeed.path,
  },
];

/**
 * /blog: every article is in the page once; the checked category (a native radio button) shows
 * its articles and its heading through CSS, so the first tap filters at once, hydrated or not.
 * The featured article and 'Últimos Artículos' belong to 'Todos' (filter 0).
 */
export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, featuredSlug, filters } = loaderData;
  const featured = articles.find((article) => article.slug === featuredSlug);
  /** The filters an article shows under: 'Todos' and its own category. */
  const shownUnder = (category: string) =>
    `0 ${filters.findIndex((filter) => filter.category === category)}`;

  return (
    <>
      <PageHero
        eyebrow={
          <span className="text-accent-300 text-sm font-semibold tracking-wider uppercase">
            {blogHero.eyebrow}
          </span>
        }
        title={blogHero.title}
        subtitle={blogHero.subtitle}
      />

      <section
        data-slot="blog-list"
        className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
        aria-label="Artículos"
      >
        <CategoryFilterRules count={filters.length} />
        <div className="max-w-page mx-auto flex flex-col gap-12">
          <CategoryFilter categories={filters.map((filter) => filter.category)} />

          {featured ? (
            <div data-in="0">
              <FeaturedArticle article={featured} />
            </div>
          ) : null}

          <div className="flex flex-col gap-8">
            <h2
              id="grilla-titulo"
              aria-live="polite"
              className="text-2xl font-bold tracking-tight sm:text-3xl"
            >
              {filters.map((filter, index) => (
                <span key={filter.category} data-in={index}>
                  {filter.heading}
                </span>
              ))}
            </h2>
            {articles.length > 0 ? (
              <ul
                aria-labelledby="grilla-titulo"
                className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
              >
                {articles.map((article) => (
                  <li key={article.slug} data-in={shownUnder(article.category)}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-muted-foreground">{blogListCopy.empty}</p>
            )}
          </div>
        </div>
      </section>

      <BlogNewsletter />
    </>
  );
}
