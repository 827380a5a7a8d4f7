import { parse } from "yaml";
import { blogAuthors } from "./authors";

export interface ArticleFrontMatter {
  title: string;
  excerpt: string;
  author: string;
  date: string;
  category: string;
  image: string;
  imageAlt: string;
  keywords: string[];
}

const FIELDS = [
  "title",
  "excerpt",
  "author",
  "date",
  "category",
  "image",
  "imageAlt",
  "keywords",
] as const;

export const EXCERPT_MAX_LENGTH = 160;

/** `image` in front matter: the cover beside the package's other assets, relative to the article file. */
export const COVER_PATH_RE =
  /^\.\.\/\.\.\/\.\.\/assets\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\.(avif|webp|jpg)$/;

export class BlogContentError extends Error {
  override name = "BlogContentError";
  constructor(file: string, problem: string) {
    super(`Blog article ${file}: ${problem}`);
  }
}

/** Splits `---\nyaml\n---\nbody` into its two parts. */
export function splitFrontMatter(file: string, raw: string): { data: string; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(raw);
  if (!match) throw new BlogContentError(file, "missing YAML front matter between '---' lines");
  return { data: match[1] ?? "", body: match[2] ?? "" };
}

function isValidDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Parses and validates an article's front matter; throws a `BlogContentError` naming the file. */
export function parseFrontMatter(file: string, yamlText: string): ArticleFrontMatter {
  let data: unknown;
  try {
    data = parse(yamlText);
  } catch (error) {
    throw new BlogContentError(file, `invalid YAML front matter (${(error as Error).message})`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new BlogContentError(file, "front matter must be a YAML mapping");
  }
  const record = data as Record<string, unknown>;

  const unknown = Object.keys(record).filter((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) {
    throw new BlogContentError(
      file,
      `unknown front matter field(s) ${unknown.map((key) => `'${key}'`).join(", ")} (allowed: ${FIELDS.join(", ")}; reading time is computed)`,
    );
  }

  const text = (field: (typeof FIELDS)[number]): string => {
    const value = record[field];
    if (value === undefined || value === null)
      throw new BlogContentError(file, `missing field '${field}'`);
    if (typeof value !== "string" || value.trim() === "") {
      throw new BlogContentError(file, `field '${field}' must be a non-empty string`);
    }
    return value.trim();
  };

  const title = text("title");
  const excerpt = text("excerpt");
  if (excerpt.length > EXCERPT_MAX_LENGTH) {
    throw new BlogContentError(
      file,
      `field 'excerpt' has ${excerpt.length} characters (at most ${EXCERPT_MAX_LENGTH})`,
    );
  }
  const author = text("author");
  if (!blogAuthors.some((person) => person.name === author)) {
    throw new BlogContentError(
      file,
      `field 'author' must be one of ${blogAuthors.map((person) => `'${person.name}'`).join(", ")} (got '${author}')`,
    );
  }
  const date = text("date");
  if (!isValidDate(date))
    throw new BlogContentError(
      file,
      `field 'date' must be a real date as YYYY-MM-DD (got '${date}')`,
    );
  const category = text("category");
  const image = text("image");
  if (!COVER_PATH_RE.test(image)) {
    throw new BlogContentError(
      file,
      `field 'image' must look like ../../../assets/blog/<name>.webp (got '${image}')`,
    );
  }
  const imageAlt = text("imageAlt");

  const keywords = record.keywords;
  if (keywords === undefined || keywords === null)
    throw new BlogContentError(file, "missing field 'keywords'");
  if (
    !Array.isArray(keywords) ||
    keywords.length === 0 ||
    !keywords.every((keyword) => typeof keyword === "string" && keyword.trim() !== "")
  ) {
    throw new BlogContentError(
      file,
      "field 'keywords' must be a non-empty list of non-empty strings",
    );
  }

  return {
    title,
    excerpt,
    author,
    date,
    category,
    image,
    imageAlt,
    keywords: (keywords as string[]).map((keyword) => keyword.trim()),
  };
}
