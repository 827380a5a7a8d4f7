import { describe, expect, it } from "vitest";
import {
  ALL_CATEGORIES,
  articles,
  articlesByCategory,
  BlogContentError,
  categories,
  categoryFilters,
  featuredArticle,
  formatArticleDate,
  getArticle,
  gridHeading,
} from "./blog";
import { buildArticles } from "./blog/build";
import { countWords, readingMinutes, readTimeLabel } from "./blog/words";

const setA = [
  "el-futuro-de-la-ia-en-los-negocios",
  "chatbots-que-convierten",
  "el-valor-de-la-automatizacion-con-ia",
];
const setB = [
  "marketing-digital-con-ia",
  "mas-alla-del-codigo-desarrollo-low-code-y-no-code",
  "ciberseguridad-para-pymes",
  "ia-en-el-proceso-de-ventas",
  "diseno-web-centrado-en-el-usuario",
  "transformacion-digital-pymes",
];

describe("blog articles", () => {
  it("contains the nine articles of both sets", () => {
    expect(articles.map((article) => article.slug).sort()).toEqual([...setA, ...setB].sort());
  });

  it("lists articles newest first", () => {
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates).size).toBe(dates.length);
  });

  it("keeps set A's categories and dates", () => {
    expect(getArticle("el-futuro-de-la-ia-en-los-negocios")).toMatchObject({
      category: "Inteligencia Artificial",
      date: "2025-07-10",
    });
    expect(getArticle("chatbots-que-convierten")).toMatchObject({
      category: "Chatbots",
      date: "2025-07-05",
    });
    expect(getArticle("el-valor-de-la-automatizacion-con-ia")).toMatchObject({
      category: "Automatización",
      date: "2025-06-28",
    });
  });

  it("dates set B between May 1 and June 25, 2025", () => {
    for (const slug of setB) {
      const date = getArticle(slug)?.date ?? "";
      expect(date >= "2025-05-01" && date <= "2025-06-25", `${slug} ${date}`).toBe(true);
    }
  });

  it("gives set B its categories", () => {
    expect(getArticle("marketing-digital-con-ia")?.category).toBe("Marketing Digital");
    expect(getArticle("mas-alla-del-codigo-desarrollo-low-code-y-no-code")?.category).toBe(
      "Desarrollo Web",
    );
    expect(getArticle("ciberseguridad-para-pymes")?.category).toBe("Seguridad");
    expect(getArticle("ia-en-el-proceso-de-ventas")?.category).toBe("Ventas");
    expect(getArticle("diseno-web-centrado-en-el-usuario")?.category).toBe("Desarrollo Web");
    expect(getArticle("transformacion-digital-pymes")?.category).toBe("Estrategia");
  });

  it("returns undefined for an unknown slug", () => {
    expect(getArticle("no-existe")).toBeUndefined();
  });

  it("features the newest article", () => {
    const featured = featuredArticle();
    expect(featured.slug).toBe("el-futuro-de-la-ia-en-los-negocios");
    expect(articles.every((article) => article.date <= featured.date)).toBe(true);
  });

  it("lists categories once each, in order of first appearance among the newest articles", () => {
    expect(categories()).toEqual([
      "Inteligencia Artificial",
      "Chatbots",
      "Automatización",
      "Ventas",
      "Marketing Digital",
      "Desarrollo Web",
      "Seguridad",
      "Estrategia",
    ]);
    expect(categoryFilters()[0]).toBe("Todos");
    expect(categoryFilters().slice(1)).toEqual(categories());
  });

  it("filters by category, newest first, and returns everything for Todos", () => {
    expect(articlesByCategory(ALL_CATEGORIES)).toEqual(articles);
    const web = articlesByCategory("Desarrollo Web");
    expect(web.map((article) => article.slug)).toEqual([
      "mas-alla-del-codigo-desarrollo-low-code-y-no-code",
      "diseno-web-centrado-en-el-usuario",
    ]);
    expect(articlesByCategory("Inexistente")).toEqual([]);
  });

  it("formats dates in Spanish without shifting the day", () => {
    expect(formatArticleDate("2025-07-10")).toBe("10 de julio de 2025");
    expect(formatArticleDate("2025-05-01")).toBe("1 de mayo de 2025");
    expect(formatArticleDate("2025-12-31")).toBe("31 de diciembre de 2025");
  });

  it("titles the grid after the selected category", () => {
    expect(gridHeading("Todos")).toBe("Últimos Artículos");
    expect(gridHeading("Chatbots")).toBe("Chatbots Artículos");
  });

  it("links each article to its AVIF covers in two sizes and its JPEG", () => {
    for (const article of articles) {
      const { image } = article;
      expect(image.avif).toMatch(new RegExp(`${article.slug}[^/]*\\.avif`));
      expect(image.avif768).toMatch(new RegExp(`${article.slug}-768[^/]*\\.avif`));
      expect(image.jpg).toMatch(new RegExp(`${article.slug}[^/]*\\.jpg`));
      expect(image).toMatchObject({ width: 1200, height: 675 });
      expect(image.alt.length).toBeGreaterThan(20);
    }
  });
});

describe("reading time", () => {
  it("counts words, not markup or link targets", () => {
    expect(
      countWords(
        "## Título\n\n**Hola** mundo, [visitá la agenda](/agenda).\n\n- uno\n- dos\n\n> cita",
      ),
    ).toBe(9);
  });

  it("rounds minutes up at 200 words per minute", () => {
    expect(readingMinutes(1200)).toBe(6);
    expect(readingMinutes(1201)).toBe(7);
    expect(readingMinutes(1600)).toBe(8);
    expect(readTimeLabel(7)).toBe("7 min de lectura");
  });

  it("derives each article's reading time from its word count", () => {
    for (const article of articles) {
      expect(article.wordCount).toBe(countWords(article.markdown));
      expect(article.readingMinutes).toBe(Math.ceil(article.wordCount / 200));
      expect(article.readTime).toBe(`${article.readingMinutes} min de lectura`);
    }
  });

  it("keeps every article between 1,200 and 1,700 words and 6 to 8 minutes", () => {
    for (const article of articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(1200);
      expect(article.wordCount, article.slug).toBeLessThanOrEqual(1700);
      expect(article.readingMinutes, article.slug).toBeGreaterThanOrEqual(6);
      expect(article.readingMinutes, article.slug).toBeLessThanOrEqual(8);
    }
  });
});

describe("front matter validation", () => {
  const images = Object.fromEntries(
    ["x.avif", "x-768.avif", "x.jpg"].map((name) => [`../assets/blog/${name}`, `/assets/${name}`]),
  );
  const valid = {
    title: '"Un título"',
    excerpt: '"Un resumen corto."',
    author: "Federico Arce",
    date: "2025-06-01",
    category: "Ventas",
    image: "../../../assets/blog/x.jpg",
    imageAlt: '"Una ilustración"',
    keywords: "[ventas]",
  };
  const source = (fields: Record<string, string | undefined>) =>
    `---\n${Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}: ${value}`)
      .join("\n")}\n---\n\nCuerpo del artículo.\n`;
  const build = (fields: Record<string, string | undefined>, file = "./blog/articles/x.md") =>
    buildArticles({ [file]: source(fields) }, images);

  it("builds an article from valid front matter", () => {
    const [article] = build(valid);
    expect(article).toMatchObject({
      slug: "x",
      title: "Un título",
      keywords: ["ventas"],
      markdown: "Cuerpo del artículo.",
    });
    expect(article?.image.avif768).toBe("/assets/x-768.avif");
  });

  it.each(Object.keys(valid))("names the file when '%s' is missing", (field) => {
    expect(() => build({ ...valid, [field]: undefined })).toThrow(BlogContentError);
    expect(() => build({ ...valid, [field]: undefined })).toThrow(`x.md: missing field '${field}'`);
  });

  it.each([
    ["date", "2025-02-30", "real date"],
    ["date", "10/07/2025", "YYYY-MM-DD"],
    ["excerpt", `"${"a".repeat(161)}"`, "at most 160"],
    ["author", '"Equipo Editorial"', "must be one of"],
    ["keywords", "[]", "non-empty list"],
    ["keywords", "ventas", "non-empty list"],
    ["title", '""', "non-empty string"],
    ["title", "42", "non-empty string"],
    ["image", "/otra/imagen.png", "must look like"],
  ])("rejects %s = %s", (field, value, message) => {
    expect(() => build({ ...valid, [field]: value })).toThrow(message);
  });

  it("rejects unknown fields such as a hand-written reading time", () => {
    expect(() => build({ ...valid, readTime: '"7 min de lectura"' })).toThrow(
      "unknown front matter field(s) 'readTime'",
    );
  });

  it("rejects a file without front matter", () => {
    expect(() => buildArticles({ "./blog/articles/x.md": "# Sin front matter" }, images)).toThrow(
      "x.md: missing YAML front matter",
    );
  });

  it("rejects a cover that was not generated", () => {
    expect(() => build({ ...valid, image: "../../../assets/blog/y.jpg" })).toThrow(
      "cover image 'y.avif' not found",
    );
  });

  it("rejects a file name that is not a slug", () => {
    expect(() => build(valid, "./blog/articles/Mal Nombre.md")).toThrow(
      "lowercase-hyphenated slug",
    );
  });
});
