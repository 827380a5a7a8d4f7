import { blogFeed, blogHero, blogListCopy } from "@agencia/content/blog-page";
import { sitePages } from "@agencia/content/site-pages";
import { PageHero } from "@agencia/ui/page-hero";
import { useState } from "react";
import { ArticleCard } from "../components/blog/article-card";
import { BlogNewsletter } from "../components/blog/blog-newsletter";
import { CategoryFilter } from "../components/blog/category-filter";
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

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { articles, featuredSlug, filters } = loaderData;
  const all = filters[0]!;
  const [selected, setSelected] = useState(all.category);
  const showAll = selected === all.category;
  const featured = showAll ? articles.find((article) => article.slug === featuredSlug) : undefined;
  const shown = showAll ? articles : articles.filter((article) => article.category === selected);
  const heading = filters.find((filter) => filter.category === selected)?.heading ?? all.heading;

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

      <section className="px-4 py-12 sm:px-6 sm:py-16 lg:px-8" aria-label="Artículos">
        <div className="max-w-page mx-auto flex flex-col gap-12">
          <CategoryFilter
            categories={filters.map((filter) => filter.category)}
            selected={selected}
            onSelect={setSelected}
          />

          {featured ? <FeaturedArticle article={featured} /> : null}

          <div className="flex flex-col gap-8">
            <h2
              id="grilla-titulo"
              aria-live="polite"
              className="text-2xl font-bold tracking-tight sm:text-3xl"
            >
              {heading}
            </h2>
            {shown.length > 0 ? (
              <ul
                aria-labelledby="grilla-titulo"
                className="grid gap-6 md:grid-cols-2 lg:grid-cols-3"
              >
                {shown.map((article) => (
                  <li key={article.slug}>
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
