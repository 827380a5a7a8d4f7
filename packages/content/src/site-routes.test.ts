import { describe, expect, it } from "vitest";
import { articles } from "./blog";
import { blogArticlePaths, siteFilePaths, siteRoutePaths } from "./site-routes";

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
});
