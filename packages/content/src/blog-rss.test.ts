import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { articles } from "./blog";
import { escapeXml, rfc822Date, rssFeed } from "./blog-rss";

const options = {
  siteUrl: "https://agencia.com.ar/",
  title: "Blog de la agencia: IA & automatización <pymes>",
  description: 'Notas "prácticas" para pymes argentinas',
};

describe("rssFeed", () => {
  const xml = rssFeed(options);

  it("is well-formed RSS 2.0", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(feed.rss["@_version"]).toBe("2.0");
    expect(feed.rss.channel.language).toBe("es-AR");
  });

  it("lists every article newest first with absolute links and RFC-822 dates", () => {
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    const items = feed.rss.channel.item as Array<Record<string, unknown>>;
    expect(items).toHaveLength(articles.length);
    expect(items.map((item) => item.link)).toEqual(
      articles.map((article) => `https://agencia.com.ar/blog/${article.slug}`),
    );
    expect(items[0]?.pubDate).toBe("Thu, 10 Jul 2025 00:00:00 GMT");
    expect(feed.rss.channel.link).toBe("https://agencia.com.ar/blog");
    expect(feed.rss.channel["atom:link"]["@_href"]).toBe("https://agencia.com.ar/blog/rss.xml");
  });

  it("escapes text", () => {
    expect(xml).toContain(
      "<title>Blog de la agencia: IA &amp; automatización &lt;pymes&gt;</title>",
    );
    expect(xml).toContain(
      "<description>Notas &quot;prácticas&quot; para pymes argentinas</description>",
    );
    expect(escapeXml(`<a href='x'>"&"</a>\u0001`)).toBe(
      "&lt;a href=&apos;x&apos;&gt;&quot;&amp;&quot;&lt;/a&gt;",
    );
  });

  it("formats dates as RFC 822 in UTC", () => {
    expect(rfc822Date("2025-05-06")).toBe("Tue, 06 May 2025 00:00:00 GMT");
  });

  it("refuses a relative site URL", () => {
    expect(() => rssFeed({ ...options, siteUrl: "/relative" })).toThrow("absolute http(s) URL");
  });
});
