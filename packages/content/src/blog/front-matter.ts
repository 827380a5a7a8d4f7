import * as v from "valibot";
import { parse } from "yaml";
import { blogAuthors } from "./authors";

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
  /^\.\.\/\.\.\/\.\.\/assets\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\.(avif|jpg)$/;

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

const missing = (field: string) => `missing field '${field}'`;
const notText = (field: string) => `field '${field}' must be a non-empty string`;

/** A required, non-empty string, trimmed. */
const text = (field: (typeof FIELDS)[number]) =>
  v.pipe(
    v.string((issue) => (issue.input == null ? missing(field) : notText(field))),
    v.trim(),
    v.nonEmpty(notText(field)),
  );

const KEYWORDS_MESSAGE = "field 'keywords' must be a non-empty list of non-empty strings";

const FrontMatterSchema = v.pipe(
  v.custom<Record<string, unknown>>(
    (data) => typeof data === "object" && data !== null && !Array.isArray(data),
    "front matter must be a YAML mapping",
  ),
  v.objectWithRest(
    {
      title: text("title"),
      excerpt: v.pipe(
        text("excerpt"),
        v.maxLength(
          EXCERPT_MAX_LENGTH,
          (issue) =>
            `field 'excerpt' has ${issue.received} characters (at most ${EXCERPT_MAX_LENGTH})`,
        ),
      ),
      author: v.pipe(
        text("author"),
        v.check(
          (author) => blogAuthors.some((person) => person.name === author),
          (issue) =>
            `field 'author' must be one of ${blogAuthors.map((person) => `'${person.name}'`).join(", ")} (got '${String(issue.input)}')`,
        ),
      ),
      date: v.pipe(
        text("date"),
        v.check(
          isValidDate,
          (issue) =>
            `field 'date' must be a real date as YYYY-MM-DD (got '${String(issue.input)}')`,
        ),
      ),
      category: text("category"),
      image: v.pipe(
        text("image"),
        v.regex(
          COVER_PATH_RE,
          (issue) =>
            `field 'image' must look like ../../../assets/blog/<name>.jpg (got '${String(issue.input)}')`,
        ),
      ),
      imageAlt: text("imageAlt"),
      keywords: v.pipe(
        v.array(
          v.pipe(v.string(KEYWORDS_MESSAGE), v.trim(), v.nonEmpty(KEYWORDS_MESSAGE)),
          (issue) => (issue.input == null ? missing("keywords") : KEYWORDS_MESSAGE),
        ),
        v.nonEmpty(KEYWORDS_MESSAGE),
      ),
    },
    // Any other field is refused (each is named: see `problem`).
    v.never(),
    (issue) => missing(String(issue.path?.at(-1)?.key)),
  ),
);

export type ArticleFrontMatter = v.InferOutput<typeof FrontMatterSchema>;

/** The first problem, as a sentence; unknown fields are named all at once, before anything else. */
function problem(issues: readonly v.BaseIssue<unknown>[]): string {
  const unknown = issues
    .filter((issue) => issue.type === "never")
    .map((issue) => `'${String(issue.path?.at(-1)?.key)}'`);
  if (unknown.length > 0)
    return `unknown front matter field(s) ${unknown.join(", ")} (allowed: ${FIELDS.join(", ")}; reading time is computed)`;
  return issues[0]?.message ?? "invalid front matter";
}

/** Parses and validates an article's front matter; throws a `BlogContentError` naming the file. */
export function parseFrontMatter(file: string, yamlText: string): ArticleFrontMatter {
  let data: unknown;
  try {
    data = parse(yamlText);
  } catch (error) {
    throw new BlogContentError(file, `invalid YAML front matter (${(error as Error).message})`);
  }
  const result = v.safeParse(FrontMatterSchema, data, { abortPipeEarly: true });
  if (!result.success) throw new BlogContentError(file, problem(result.issues));
  return result.output;
}
