import { describe, expect, it } from "vitest";
import { articles } from "./blog";
import { articleHeadings, renderArticleHtml, safeUrl, slugifyHeading } from "./blog-render";

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe("renderArticleHtml", () => {
  it("renders headings with stable ids from their Spanish text", () => {
    const html = renderArticleHtml(
      "## ¿Qué es la IA?\n\n### Diseño y Automatización\n\n## ¿Qué es la IA?",
    );
    expect(html).toContain('<h2 id="que-es-la-ia">¿Qué es la IA?</h2>');
    expect(html).toContain('<h3 id="diseno-y-automatizacion">Diseño y Automatización</h3>');
    expect(html).toContain('<h2 id="que-es-la-ia-2">');
    expect(slugifyHeading("Días 1 a 30: ordenar la casa")).toBe("dias-1-a-30-ordenar-la-casa");
  });

  for (const { what, markdown, fragments } of [
    {
      what: "renders bold, bullet lists, numbered lists and quotes",
      markdown: "Texto **importante**.\n\n- uno\n- dos\n\n1. primero\n2. segundo\n\n> Una cita.",
      fragments: [
        "<strong>importante</strong>",
        "<ul>\n<li>uno</li>\n<li>dos</li>\n</ul>",
        "<ol>\n<li>primero</li>\n<li>segundo</li>\n</ol>",
        "<blockquote>\n<p>Una cita.</p>\n</blockquote>",
      ],
    },
    {
      what: "keeps internal links as they are, in the same tab",
      markdown: "[Agendá](/agenda), [arriba](#inicio) y [precios](?plan=1)",
      fragments: [
        '<a href="/agenda">Agendá</a>',
        '<a href="#inicio">arriba</a>',
        '<a href="?plan=1">precios</a>',
      ],
    },
    {
      what: "opens external links in a new tab without leaking the opener",
      markdown: "[ARCA](https://www.arca.gob.ar) y [mail](mailto:hola@agencia.com.ar)",
      fragments: [
        '<a href="https://www.arca.gob.ar" target="_blank" rel="noopener noreferrer">ARCA</a>',
        '<a href="mailto:hola@agencia.com.ar">mail</a>',
      ],
    },
  ])
    it(what, () => {
      const html = renderArticleHtml(markdown);
      for (const fragment of fragments) expect(html).toContain(fragment);
    });

  it("escapes raw HTML instead of rendering it", () => {
    const html = renderArticleHtml(
      '<script>alert(1)</script>\n\nHola <img src=x onerror="alert(1)"> y <iframe src="https://x.com"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it.each([
    "https://example.com/a?b=c",
    "HTTP://EXAMPLE.COM",
    "mailto:hola@example.com",
    "irc://irc.libera.chat/agencia",
    "ircs://irc.libera.chat/agencia",
    "xmpp:ventas@example.com",
  ])("keeps the allowed scheme of %s", (url) => {
    expect(hrefs(renderArticleHtml(`[x](${url})`))).toEqual([expect.stringMatching(/^[a-z]+:/i)]);
  });

  it.each([
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "[x](data:image/png;base64,iVBORw0KGgo=)",
    "[x](vbscript:msgbox(1))",
    "[x](file:///etc/passwd)",
    "[x](&#106;avascript:alert(1))",
    "[x](&#x6A;avascript:alert(1))",
    "[x](javascript&colon;alert(1))",
    "[x](java&#x09;script:alert(1))",
    "[x](%6Aavascript:alert(1))",
    "[x](%256Aavascript:alert(1))",
    "[x](<java script:alert(1)>)",
    "[x](< javascript:alert(1)>)",
    "[x](<\u0001javascript:alert(1)>)",
    "[x](<javascript\u0000:alert(1)>)",
    "[x](<\tjavascript:alert(1)>)",
    "[x](   javascript:alert(1))",
    "<javascript:alert(1)>",
    "[x][ref]\n\n[ref]: javascript:alert(1)",
  ])("empties the hostile link %j", (markdown) => {
    const html = renderArticleHtml(markdown);
    const found = hrefs(html);
    expect(found).toEqual([""]);
    expect(html).not.toMatch(/(href|src)="[^"]*(script|data):/i);
  });

  it("filters image sources the same way", () => {
    const html = renderArticleHtml("![a](javascript:alert(1)) ![b](/assets/b.webp)");
    expect(html).toContain('<img src="" alt="a"');
    expect(html).toContain('<img src="/assets/b.webp" alt="b"');
  });

  it("renders every article with anchored headings and safe links", () => {
    for (const article of articles) {
      const html = renderArticleHtml(article.markdown);
      expect(html).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(html).not.toMatch(/<h1/);
      for (const href of hrefs(html)) expect(href).toMatch(/^(\/|https:\/\/)/);
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe("safeUrl", () => {
  it.each([
    "/agenda",
    "#seccion",
    "?q=1",
    "servicios/desarrollo-web",
    "https://a.com",
    "mailto:x@y.com",
    "//cdn.example.com/x",
  ])("keeps %j", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    " \u0000\u001f javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\u200bscript:alert(1)",
    "&#106;&#97;vascript:alert(1)",
    "&#0000106avascript:alert(1)",
    "javascript&colon;alert(1)",
    "%6a%61vascript:alert(1)",
    "%256a%2561vascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "tel:+5491100000000",
  ])("empties %j", (url) => {
    expect(safeUrl(url)).toBe("");
  });
});

describe("articleHeadings", () => {
  it("lists the headings with the ids the renderer gives them", () => {
    const markdown = "## Uno\n\ntexto\n\n### Dos **fuerte**\n\n## Uno";
    expect(articleHeadings(markdown)).toEqual([
      { id: "uno", level: 2, text: "Uno" },
      { id: "dos-fuerte", level: 3, text: "Dos fuerte" },
      { id: "uno-2", level: 2, text: "Uno" },
    ]);
  });
});
