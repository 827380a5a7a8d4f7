import { describe, expect, it } from "vitest";
import { articles } from "./blog";
import { blogArticlePaths, siteFilePaths, siteRoutePaths, siteShellPaths } from "./site-routes";

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

describe("the store's routes", () => {
  it("prerender the store, /success and /sitemap-extended, and a shell for each product path", () => {
    const paths = siteRoutePaths();
    for (const path of ["/store", "/success", "/sitemap-extended"]) expect(paths).toContain(path);
    expect(Object.values(siteShellPaths)).toEqual(["/store/products/_shell", "/product/_shell"]);
    for (const [pattern, shell] of Object.entries(siteShellPaths)) {
      expect(shell.startsWith(pattern.slice(0, -1))).toBe(true);
      expect(paths).not.toContain(shell);
    }
  });
});
