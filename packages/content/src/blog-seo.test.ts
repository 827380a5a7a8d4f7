import { describe, expect, it } from "vitest";
import { articleSeo, blogPostingSchema } from "./blog-seo";
import { getArticle } from "./blog";
import { pageMeta } from "./seo";

const site = { origin: "https://www.example.com", brandName: "Impulso IA" };
const article = getArticle("chatbots-que-convierten")!;

describe("article SEO", () => {
  it("is an article with the cover JPEG as social image, at its real size", () => {
    const tags = pageMeta(articleSeo(article, site), site);
    const prop = (name: string) => tags.find((tag) => tag.property === name)?.content;
    expect(prop("og:type")).toBe("article");
    expect(prop("og:url")).toBe("https://www.example.com/blog/chatbots-que-convierten");
    expect(prop("og:image")).toBe(`https://www.example.com${article.image.jpg}`);
    expect(prop("og:image:height")).toBe("675");
    expect(tags.find((tag) => tag.name === "keywords")?.content).toBe(article.keywords.join(", "));
  });

  it("describes the article as a BlogPosting with author, date, image and publisher", () => {
    const schema = blogPostingSchema(article, site) as Record<string, unknown>;
    expect(schema).toMatchObject({
      "@type": "BlogPosting",
      headline: article.title,
      datePublished: "2025-07-05",
      author: { "@type": "Person", name: article.author },
      publisher: { "@type": "Organization", name: "Impulso IA" },
      image: { url: `https://www.example.com${article.image.jpg}`, width: 1200, height: 675 },
    });
  });
});
