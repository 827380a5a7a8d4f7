import { cn } from "@agencia/ui/cn";
import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * HTML written in the store's editor, sanitized with DOMPurify before it reaches the page:
 * formatting stays, scripts, event handlers and `javascript:` links go.
 */
export function sanitizeHtml(html: string): string {
  // Without a DOM (prerendering) DOMPurify cannot sanitize: show nothing rather than raw HTML.
  if (!DOMPurify.isSupported) return "";
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form"] });
}

export function ProductDescription({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      data-slot="product-description"
      className={cn(
        "text-muted-foreground [&_a]:text-primary [&_strong]:text-foreground flex flex-col gap-3 leading-relaxed [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc",
        className,
      )}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
