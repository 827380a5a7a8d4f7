import { describe, expect, it } from "vitest";
import { articles, blogAuthors } from "./blog";
import { mainNavigation, serviceLinks } from "./site-map";

/** The pages of the site map's main navigation and its service pages: where a post may link. */
const siteRoutes = [...mainNavigation.links, ...serviceLinks].map((link) => link.href);

describe("article content", () => {
  it.each(articles.map((article) => [article.slug, article] as const))(
    "%s has valid front matter",
    (_, article) => {
      expect(article.title.length).toBeGreaterThan(10);
      expect(article.excerpt.length).toBeGreaterThan(40);
      expect(article.excerpt.length).toBeLessThanOrEqual(160);
      expect(article.date).toMatch(/^2025-\d{2}-\d{2}$/);
      expect(article.date <= "2025-07-10").toBe(true);
      expect(article.keywords.length).toBeGreaterThanOrEqual(3);
      expect(blogAuthors.map((author) => author.name)).toContain(article.author);
    },
  );

  it.each(articles.map((article) => [article.slug, article.markdown] as const))(
    "%s uses headings, bold, both kinds of lists and a quote",
    (_, markdown) => {
      expect(markdown).not.toMatch(/^# /m);
      expect(markdown).toMatch(/^## \S/m);
      expect(markdown).toMatch(/^### \S/m);
      expect(markdown).toMatch(/\*\*[^*\n]+\*\*/);
      expect(markdown).toMatch(/^- \S/m);
      expect(markdown).toMatch(/^1\. \S/m);
      expect(markdown).toMatch(/^> \S/m);
    },
  );

  it.each(articles.map((article) => [article.slug, article.markdown] as const))(
    "%s links only to the site's pages or to https sites",
    (_, markdown) => {
      const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
      expect(targets.length).toBeGreaterThan(0);
      for (const target of targets) {
        if (target.startsWith("/")) expect(siteRoutes).toContain(target);
        else expect(target).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/);
      }
      expect(markdown).not.toMatch(/<[a-z/!]/i);
    },
  );

  it("is signed by two or three people of the team", () => {
    const authors = new Set(articles.map((article) => article.author));
    expect(authors.size).toBeGreaterThanOrEqual(2);
    expect(authors.size).toBeLessThanOrEqual(3);
  });

  it("speaks to the reader with Argentine voseo", () => {
    for (const article of articles) {
      expect(article.markdown, article.slug).toMatch(
        /\b(podés|tenés|querés|sabés|necesitás|agendá|escribinos)\b/,
      );
      expect(article.markdown, article.slug).not.toMatch(
        /\b(puedes|tienes|quieres|sabes|necesitas)\b/i,
      );
    }
  });
});
