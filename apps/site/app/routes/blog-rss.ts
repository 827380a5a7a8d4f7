import { blogFeed } from "@agencia/content/blog-page";
import { rssFeed } from "@agencia/content/blog-rss";
import { env } from "../env";

/** /blog/rss.xml: prerendered to a file at build time (see react-router.config.ts). */
export function loader() {
  const xml = rssFeed({
    siteUrl: env.siteUrl,
    title: `${blogFeed.title} | ${env.brandName}`,
    description: blogFeed.description,
  });
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
