import { describe, expect, it } from "vitest";
import { articles } from "./blog";
import { siteMapGroups } from "./site-map";
import { sitePages } from "./site-pages";
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

  it("prerender the staff area, marked noindex so that the sitemap and search engines leave it out", () => {
    expect(siteRoutePaths()).toEqual(expect.arrayContaining(["/acceso", "/panel"]));
    expect(sitePages.access).toMatchObject({ path: "/acceso", noindex: true });
    expect(sitePages.panel).toMatchObject({ path: "/panel", noindex: true });
  });

  it("keep the staff area out of the site map page", () => {
    const linked = siteMapGroups.flatMap((group) => group.links.map((link) => link.href));
    expect(linked).not.toContain("/acceso");
    expect(linked).not.toContain("/panel");
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
