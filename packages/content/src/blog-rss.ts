/** RSS 2.0 feed of the blog. */
import { articles } from "./blog";

export interface RssFeedOptions {
  /** Absolute origin of the site, e.g. 'https://agencia.com.ar' (a trailing slash is ignored). */
  siteUrl: string;
  title: string;
  description: string;
  /** Where the feed itself is served; defaults to `${siteUrl}/blog/rss.xml`. */
  feedUrl?: string;
}

/** Escapes text for XML element content and attribute values. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** '2025-07-10' → 'Thu, 10 Jul 2025 00:00:00 GMT' (RFC 822). */
export function rfc822Date(date: string): string {
  return new Date(`${date}T00:00:00Z`).toUTCString();
}

export function rssFeed({ siteUrl, title, description, feedUrl }: RssFeedOptions): string {
  if (!/^https?:\/\/[^/\s]+/i.test(siteUrl))
    throw new Error(`rssFeed: siteUrl must be an absolute http(s) URL (got '${siteUrl}')`);
  const origin = siteUrl.replace(/\/+$/, "");
  const blogUrl = `${origin}/blog`;
  const selfUrl = feedUrl ?? `${origin}/blog/rss.xml`;
  const newest = articles[0];

  const items = articles.map((article) => {
    const link = `${blogUrl}/${article.slug}`;
    return [
      "    <item>",
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${rfc822Date(article.date)}</pubDate>`,
      `      <dc:creator>${escapeXml(article.author)}</dc:creator>`,
      `      <category>${escapeXml(article.category)}</category>`,
      `      <description>${escapeXml(article.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });

  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    "    <language>es-AR</language>",
    `    <atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822Date(newest.date)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
