import { describe, expect, it } from "vitest";
import { articles } from "./blog";
import { siteMapGroups } from "./site-map";
import { blogArticlePaths, siteFilePaths, siteRoutePaths, sitemapPaths } from "./site-routes";

describe("site routes", () => {
  it("prerender the blog list and every article", () => {
    const paths = siteRoutePaths();
    expect(paths).toContain("/blog");
    expect(blogArticlePaths()).toEqual(articles.map((a) => `/blog/${a.slug}`).sort());
    for (const article of articles) expect(paths).toContain(`/blog/${article.slug}`);
  });

  it("list the RSS feed as a file, not a page", () => {
    expect(siteFilePaths()).toEqual(["/blog/rss.xml"]);
    expect(siteRoutePaths()).not.toContain("/blog/rss.xml");
  });

  it("have no duplicates", () => {
    const paths = siteRoutePaths();
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("prerender the staff area, but leave it and the 404 page out of the sitemap", () => {
    expect(siteRoutePaths()).toEqual(expect.arrayContaining(["/acceso", "/panel"]));
    const indexed = sitemapPaths();
    for (const hidden of ["/acceso", "/panel", "/404"]) expect(indexed).not.toContain(hidden);
    expect(indexed).toEqual(expect.arrayContaining(["/", "/contacto", "/blog"]));
    expect(indexed.length).toBe(siteRoutePaths().length - 3);
  });

  it("keep the staff area out of the site map page", () => {
    const linked = siteMapGroups.flatMap((group) => group.links.map((link) => link.href));
    expect(linked).not.toContain("/acceso");
    expect(linked).not.toContain("/panel");
  });
});
