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
      className="group rounded-card border-border bg-card shadow-card focus-within:ring-ring hover:shadow-elevated relative flex h-full flex-col overflow-hidden border transition-shadow focus-within:ring-2"
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
          <span className="text-muted-foreground text-xs">{article.readTime}</span>
        </div>
        <ArticleMeta
          date={article.date}
          dateLabel={article.dateLabel}
          className="text-muted-foreground"
        />
        <h3 className="text-foreground line-clamp-2 text-lg leading-snug font-semibold">
          <Link to={`/blog/${article.slug}`} className="outline-none after:absolute after:inset-0">
            {article.title}
          </Link>
        </h3>
        <p className="text-muted-foreground line-clamp-3 text-sm leading-relaxed">
          {article.excerpt}
        </p>
        <p className="text-foreground mt-auto pt-2 text-sm font-medium">{article.author}</p>
      </div>
    </article>
  );
}
