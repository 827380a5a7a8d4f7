import { blogListCopy } from "@agencia/content/blog-page";
import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { Link } from "react-router";
import type { ArticleCardData } from "../../lib/blog-types";
import { ArticleMeta } from "./article-meta";
import { BlogPicture } from "./blog-picture";

/** The newest article, large, above the grid under 'Todos'. Its cover is the page's LCP image. */
export function FeaturedArticle({ article }: { article: ArticleCardData }) {
  const href = `/blog/${article.slug}`;
  return (
    <article
      data-slot="featured-article"
      aria-labelledby="destacado-titulo"
      className="border-border bg-card shadow-elevated grid overflow-hidden rounded-3xl border lg:grid-cols-2"
    >
      <BlogPicture
        image={article.image}
        sizes="(min-width: 1280px) 640px, (min-width: 1024px) 50vw, 100vw"
        priority
        className="lg:h-full"
      />
      <div className="flex flex-col gap-4 p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="highlight">
            <Icon name="Star" className="size-3.5" />
            {blogListCopy.featuredBadge}
          </Badge>
          <Badge>{article.category}</Badge>
          <span className="text-muted-foreground text-sm">{article.readTime}</span>
        </div>
        <h2
          id="destacado-titulo"
          className="text-2xl font-bold tracking-tight text-balance sm:text-3xl"
        >
          <Link to={href} className="hover:text-primary">
            {article.title}
          </Link>
        </h2>
        <p className="text-muted-foreground text-lg leading-relaxed text-pretty">
          {article.excerpt}
        </p>
        <div className="text-muted-foreground flex flex-col gap-1">
          <p className="text-foreground font-medium">{article.author}</p>
          <ArticleMeta date={article.date} dateLabel={article.dateLabel} />
        </div>
        <div className="mt-auto pt-2">
          <Button asChild>
            <Link to={href}>
              {blogListCopy.readMore}
              <span className="sr-only">: {article.title}</span>
              <Icon name="ArrowRight" />
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
