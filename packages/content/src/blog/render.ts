/**
 * Markdown → HTML for blog articles. Build-time only: apps call it from their
 * loaders (through `@agencia/content/blog-render`), so the browser never
 * downloads the Markdown parser.
 */
import { decodeHTMLAttribute } from "entities";
import markdownIt, { type MarkdownIt, type Token } from "markdown-it";

/** Schemes a rendered link may keep; anything else becomes `href=""` (spec 000 §2, /blog/{slug}). */
export const ALLOWED_URL_SCHEMES = ["http", "https", "irc", "ircs", "mailto", "xmpp"] as const;

/**
 * Whether a URL as markdown-it normalizes it (entities decoded, anything outside URL characters
 * percent-encoded) may be kept: relative, or with an allowed scheme. Whatever precedes the first
 * `:` counts as the scheme, so an encoded or broken one (`%6Aavascript:`, `java%09script:`)
 * is refused too.
 */
function isAllowedLink(url: string): boolean {
  const end = url.search(/[:/?#]/);
  if (end === -1 || url[end] !== ":") return true;
  return (ALLOWED_URL_SCHEMES as readonly string[]).includes(url.slice(0, end).toLowerCase());
}

let renderer: MarkdownIt | undefined;

/**
 * Returns the URL unchanged when it is relative (`/agenda`, `#seccion`, `?q=1`) or uses an
 * allowed scheme, and `""` otherwise, read as a browser reads an attribute (entities decoded) and
 * normalized as markdown-it normalizes link destinations.
 */
export function safeUrl(url: string): string {
  renderer ??= createRenderer();
  return renderer.normalizeLink(decodeHTMLAttribute(url)) === "" ? "" : url;
}

function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

/** `"¿Qué es la IA generativa?"` → `"que-es-la-ia-generativa"`. */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "seccion";
}

function inlineText(token: Token | undefined): string {
  if (!token?.children) return token?.content ?? "";
  return token.children
    .filter((child) => child.type === "text" || child.type === "code_inline")
    .map((child) => child.content)
    .join("");
}

function createRenderer(): MarkdownIt {
  const md = new markdownIt("default", { html: false, linkify: false, typographer: false });

  // markdown-it's own link validation, with the spec's schemes: a link or image whose URL fails
  // keeps its text and gets an empty URL. Emptying it already while normalizing does the same for
  // autolinks and reference definitions, which markdown-it would otherwise leave as plain text.
  const normalizeLink = md.normalizeLink.bind(md);
  md.normalizeLink = (url) => {
    const link = normalizeLink(url);
    return isAllowedLink(link) ? link : "";
  };
  md.validateLink = isAllowedLink;

  md.core.ruler.push("agencia_blog", (state) => {
    const usedIds = new Map<string, number>();
    const { tokens } = state;
    tokens.forEach((token, index) => {
      if (token.type === "heading_open") {
        const base = slugifyHeading(inlineText(tokens[index + 1]));
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        token.attrSet("id", seen === 0 ? base : `${base}-${seen + 1}`);
      }
      for (const child of token.children ?? []) {
        if (child.type === "link_open" && isExternal(String(child.attrGet("href") ?? ""))) {
          child.attrSet("target", "_blank");
          child.attrSet("rel", "noopener noreferrer");
        } else if (child.type === "image") {
          child.attrSet("loading", "lazy");
        }
      }
    });
  });

  return md;
}

/**
 * Renders an article's Markdown body to HTML: raw HTML is escaped, links are
 * filtered by scheme, headings carry stable `id`s, external links open in a
 * new tab with `rel="noopener noreferrer"`.
 */
export function renderArticleHtml(markdown: string): string {
  renderer ??= createRenderer();
  return renderer.render(markdown);
}

export interface ArticleHeading {
  id: string;
  level: number;
  text: string;
}

/** The `##`/`###` headings of an article with the ids `renderArticleHtml` gives them (for a table of contents). */
export function articleHeadings(markdown: string): ArticleHeading[] {
  renderer ??= createRenderer();
  const tokens = renderer.parse(markdown, {});
  const headings: ArticleHeading[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open") return;
    headings.push({
      id: String(token.attrGet("id") ?? ""),
      level: Number(token.tag.slice(1)),
      text: inlineText(tokens[index + 1]),
    });
  });
  return headings;
}
