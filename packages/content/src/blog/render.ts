/**
 * Markdown → HTML for blog articles. Build-time only: apps call it from their
 * loaders (through `@agencia/content/blog-render`), so the browser never
 * downloads the Markdown parser.
 */
import markdownIt, { type MarkdownIt, type Token } from "markdown-it";

/** Schemes a rendered link may keep; anything else becomes `href=""`. */
export const ALLOWED_URL_SCHEMES = ["http", "https", "irc", "ircs", "mailto", "xmpp"] as const;

const NAMED_ENTITIES: Record<string, string> = {
  colon: ":",
  tab: "\t",
  newline: "\n",
  nbsp: " ",
  amp: "&",
  sol: "/",
  num: "#",
  quest: "?",
  period: ".",
};

/**
 * Controls, spaces and invisible characters. Browsers drop leading/trailing C0
 * controls and spaces and every tab or newline in a URL; we drop them all.
 */
/* eslint-disable no-control-regex */
const INVISIBLE_RE =
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]+/g;
/* eslint-enable no-control-regex */

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X"
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

function decodePercent(value: string): string {
  // Byte-wise decoding is enough to reveal a scheme and never throws on malformed input.
  return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * Returns the URL unchanged when it is relative (`/agenda`, `#seccion`, `?q=1`)
 * or uses an allowed scheme, and `""` otherwise. Entity- and percent-encoding,
 * mixed case, whitespace and control characters cannot hide a scheme.
 */
export function safeUrl(url: string): string {
  let probe = url;
  for (let i = 0; i < 5; i += 1) {
    const next = decodePercent(decodeEntities(probe));
    if (next === probe) break;
    probe = next;
  }
  probe = probe.replace(INVISIBLE_RE, "");
  probe = probe.toLowerCase();
  const schemeEnd = probe.search(/[:/?#\\]/);
  if (schemeEnd === -1 || probe[schemeEnd] !== ":") return url; // no scheme: relative URL
  const scheme = probe.slice(0, schemeEnd);
  return (ALLOWED_URL_SCHEMES as readonly string[]).includes(scheme) ? url : "";
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

  // Parse every link as a link and decide in our own filter, so that a
  // hostile URL renders as `href=""` instead of literal text.
  md.validateLink = () => true;

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
        if (child.type === "link_open") {
          const href = safeUrl(String(child.attrGet("href") ?? ""));
          child.attrSet("href", href);
          if (isExternal(href)) {
            child.attrSet("target", "_blank");
            child.attrSet("rel", "noopener noreferrer");
          }
        } else if (child.type === "image") {
          child.attrSet("src", safeUrl(String(child.attrGet("src") ?? "")));
          child.attrSet("loading", "lazy");
        }
      }
    });
  });

  return md;
}

let renderer: MarkdownIt | undefined;

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
