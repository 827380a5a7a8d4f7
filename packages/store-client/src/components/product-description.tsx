import { cn } from "@agencia/ui/cn";

/**
 * HTML written in the store's editor, already sanitized (`@agencia/store-client/sanitize`: at
 * build time for prerendered pages, in the browser for products read at run time), so pages that
 * were sanitized at build time load no sanitizer.
 */
export function ProductDescription({
  safeHtml,
  className,
}: {
  safeHtml: string;
  className?: string;
}) {
  return (
    <div
      data-slot="product-description"
      className={cn(
        "text-muted-foreground [&_a]:text-primary [&_strong]:text-foreground fallback:leading-relaxed flex flex-col gap-3 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
