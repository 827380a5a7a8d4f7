import {
  BlogContentError,
  COVER_PATH_RE,
  parseFrontMatter,
  splitFrontMatter,
} from "./front-matter";
import { countWords, readingMinutes, readTimeLabel } from "./words";

export interface BlogArticleImage {
  avif: string;
  avif768: string;
  /** JPEG fallback (1200×675), e.g. for social-preview tags. */
  jpg: string;
  alt: string;
  width: 1200;
  height: 675;
}

export interface BlogArticle {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  date: string;
  category: string;
  image: BlogArticleImage;
  keywords: string[];
  wordCount: number;
  readingMinutes: number;
  /** e.g. '7 min de lectura' */
  readTime: string;
  /** The body, without front matter. */
  markdown: string;
}

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

/**
 * Builds the article list from raw Markdown files and cover URLs, both keyed
 * by path (only the file name counts). Newest first; throws a
 * `BlogContentError` naming the file on any invalid article.
 */
export function buildArticles(
  sources: Record<string, string>,
  imageUrls: Record<string, string>,
): BlogArticle[] {
  const images = new Map(Object.entries(imageUrls).map(([path, url]) => [baseName(path), url]));

  const articles = Object.entries(sources).map(([path, raw]): BlogArticle => {
    const file = baseName(path);
    const slug = file.replace(/\.md$/, "");
    if (!SLUG_RE.test(slug))
      throw new BlogContentError(
        file,
        "file name must be a lowercase-hyphenated slug ending in .md",
      );

    const { data, body } = splitFrontMatter(file, raw);
    const meta = parseFrontMatter(file, data);
    const cover = COVER_PATH_RE.exec(meta.image)?.[1] ?? "";
    const url = (name: string): string => {
      const found = images.get(name);
      if (!found)
        throw new BlogContentError(
          file,
          `cover image '${name}' not found in assets/blog (run the 'covers' script)`,
        );
      return found;
    };

    const markdown = body.trim();
    if (markdown === "") throw new BlogContentError(file, "the article body is empty");
    const wordCount = countWords(markdown);
    const minutes = readingMinutes(wordCount);

    return {
      slug,
      title: meta.title,
      excerpt: meta.excerpt,
      author: meta.author,
      date: meta.date,
      category: meta.category,
      image: {
        avif: url(`${cover}.avif`),
        avif768: url(`${cover}-768.avif`),
        jpg: url(`${cover}.jpg`),
        alt: meta.imageAlt,
        width: 1200,
        height: 675,
      },
      keywords: meta.keywords,
      wordCount,
      readingMinutes: minutes,
      readTime: readTimeLabel(minutes),
      markdown,
    };
  });

  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
