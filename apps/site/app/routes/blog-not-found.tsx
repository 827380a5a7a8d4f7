import { sitePages } from "@agencia/content/site-pages";
import { BlogNotFound } from "../components/blog/blog-not-found";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.blogNotFound);

/**
 * Any /blog/{path} that is not an article: prerendered once at /blog/404, which the static host
 * serves with status 404 for every unknown article (Cloudflare's nearest 404.html: blog/404.html).
 */
export default function BlogNotFoundPage() {
  return <BlogNotFound />;
}
