/**
 * Markdown rendering for blog articles. Import it only from build-time
 * loaders (prerender / SSR), never from code that ships to the browser.
 */
export {
  renderArticleHtml,
  articleHeadings,
  safeUrl,
  slugifyHeading,
  ALLOWED_URL_SCHEMES,
} from "./blog/render";
export type { ArticleHeading } from "./blog/render";
