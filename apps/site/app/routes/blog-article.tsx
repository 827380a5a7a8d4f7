import { blogArticleCopy } from "@agencia/content/blog-page";
import { articlePath, articleSeo } from "@agencia/content/blog-seo";
import { absoluteUrl } from "@agencia/content/seo";
import { sitePages } from "@agencia/content/site-pages";
import { Badge } from "@agencia/ui/badge";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { data, Link } from "react-router";
import { ArticleBody } from "../components/blog/article-body";
import { ArticleMeta } from "../components/blog/article-meta";
import { BlogPicture } from "../components/blog/blog-picture";
import { ShareButtons } from "../components/blog/share-buttons";
import { env } from "../env";
import { blogArticleData } from "../lib/blog.server";
import { siteMeta } from "../lib/seo";
import { slugOf } from "../lib/slug";
import type { Route } from "./+types/blog-article";
import { ClosingCallToAction } from "../components/pages/closing-call-to-action";

// Runs at build time only: the Markdown is rendered here, so the page gets HTML and no parser.
export function loader({ request }: Route.LoaderArgs) {
  const article = blogArticleData(slugOf(request));
  if (!article) throw data(null, { status: 404 });
  return article;
}

const site = { origin: env.siteUrl, brandName: env.brandName };

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return siteMeta(sitePages.notFound);
  const tags = siteMeta(articleSeo(loaderData, site));
  return [
    ...tags,
    { property: "article:published_time", content: loaderData.date },
    { property: "article:author", content: loaderData.author },
    { property: "article:section", content: loaderData.category },
  ];
};

export default function BlogArticle({ loaderData: article }: Route.ComponentProps) {
  const url = absoluteUrl(env.siteUrl, articlePath(article.slug));
  return (
    <>
      <article>
        <PageHero
          className="pb-24 sm:pb-28 lg:pb-36"
          eyebrow={
            <div className="flex flex-wrap items-center gap-3">
              <Link
                to="/blog"
                className="inline-flex items-center gap-1 text-sm font-semibold text-white/80 hover:text-white"
              >
                <Icon name="ChevronLeft" className="size-4" />
                {blogArticleCopy.backToBlog}
              </Link>
              <Badge variant="inverse">{article.category}</Badge>
            </div>
          }
          title={article.title}
          subtitle={article.excerpt}
          actions={
            <div className="flex flex-col gap-2 text-white/80">
              <p>
                {blogArticleCopy.byline}{" "}
                <span className="font-semibold text-white">{article.author}</span>
                {article.authorRole ? <span>, {article.authorRole}</span> : null}
              </p>
              <ArticleMeta
                date={article.date}
                dateLabel={article.dateLabel}
                readTime={article.readTime}
              />
            </div>
          }
        />
        <div className="px-4 sm:px-6 lg:px-8">
          <div className="shadow-elevated ring-border relative z-10 mx-auto -mt-16 max-w-4xl overflow-hidden rounded-3xl ring-1 sm:-mt-20 lg:-mt-28">
            <BlogPicture image={article.image} sizes="(min-width: 896px) 896px, 100vw" priority />
          </div>
          <div className="mx-auto max-w-3xl py-12 sm:py-16">
            <ArticleBody html={article.html} />
            <div className="border-border mt-12 border-t pt-8">
              <ShareButtons url={url} title={article.title} />
            </div>
          </div>
        </div>
      </article>

      <ClosingCallToAction className="pt-0" copy={blogArticleCopy.cta} />
    </>
  );
}
