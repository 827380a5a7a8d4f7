import { cn } from "@agencia/ui/cn";

/**
 * Prose styles for a rendered article: headings, paragraphs, lists, bold, quotes, links, code,
 * tables and images, written as Tailwind utilities on the wrapper.
 */
const proseClasses = [
  "text-lg leading-relaxed text-foreground/90",
  "[&>*:first-child]:mt-0",
  "[&_p]:mt-5",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:leading-tight [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground sm:[&_h2]:text-3xl",
  "[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-foreground",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-hover",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_li]:mt-2 [&_li]:pl-1 [&_li::marker]:text-brand-500 [&_li_ul]:mt-2 [&_li_ol]:mt-2 [&_li>p]:mt-2",
  "[&_blockquote]:mt-8 [&_blockquote]:rounded-r-card [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-6 [&_blockquote]:py-4 [&_blockquote]:text-xl [&_blockquote]:text-brand-900 [&_blockquote]:italic [&_blockquote_p]:mt-0",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-card [&_pre]:bg-ink [&_pre]:p-4 [&_pre]:text-ink-foreground [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-10 [&_hr]:border-border",
  "[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-card",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-border [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-border [&_td]:p-2",
].join(" ");

/**
 * The article's body, rendered from Markdown at build time (links already filtered by scheme).
 * `data-raw-html` tells the static build that the page carries this loader-data string already,
 * so its first response leaves the copy in the loader data out (@agencia/app-shell).
 */
export function ArticleBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="article-body"
      className={cn(proseClasses, className)}
      data-raw-html=""
      // The HTML comes from our own Markdown, rendered at build time without raw HTML and with
      // link schemes filtered (packages/content/src/blog/render.ts).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
