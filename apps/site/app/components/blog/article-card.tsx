import { Badge } from "@agencia/ui/badge";
import { Link } from "react-router";
import type { ArticleCardData } from "../../lib/blog-types";
import { ArticleMeta } from "./article-meta";
import { BlogPicture } from "./blog-picture";

/** A card of the blog grid; the whole card is one link to the article. */
export function ArticleCard({ article }: { article: ArticleCardData }) {
  return (
    <article
      data-slot="article-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-card shadow-card transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-elevated"
    >
      <div className="overflow-hidden">
        <BlogPicture
          image={article.image}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Badge>{article.category}</Badge>
          <span className="text-xs text-muted-foreground">{article.readTime}</span>
        </div>
        <ArticleMeta date={article.date} dateLabel={article.dateLabel} className="text-muted-foreground" />
        <h3 className="line-clamp-2 text-lg leading-snug font-semibold text-foreground">
          <Link to={`/blog/${article.slug}`} className="outline-none after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-muted-foreground">{article.excerpt}</p>
        <p className="mt-auto pt-2 text-sm font-medium text-foreground">{article.author}</p>
      </div>
    </article>
  );
}
