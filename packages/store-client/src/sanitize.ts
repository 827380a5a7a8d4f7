import createDOMPurify, { type WindowLike } from "dompurify";

/**
 * HTML written in the store's editor, sanitized before it reaches a page: formatting stays;
 * scripts, event handlers, `javascript:` links, styles and forms go. At build time with a DOM
 * such as jsdom's window (`createSanitizer`), in the browser with its own (`sanitizeHtml`).
 */
export function createSanitizer(window: WindowLike): (html: string) => string {
  const purify = createDOMPurify(window);
  return (html) =>
    purify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ["style", "form"] });
}

let browserSanitizer: ((html: string) => string) | undefined;

/** `createSanitizer` on the browser's window; without a DOM, nothing rather than raw HTML. */
export function sanitizeHtml(html: string): string {
  if (typeof window === "undefined") return "";
  browserSanitizer ??= createSanitizer(window);
  return browserSanitizer(html);
}

/** The product's HTML fields sanitized: its description and each additional-info text. */
export function sanitizeProduct<
  P extends { description: string | null; additional_info: { description: string }[] },
>(product: P, sanitize: (html: string) => string = sanitizeHtml): P {
  return {
    ...product,
    description: product.description === null ? null : sanitize(product.description),
    additional_info: product.additional_info.map((info) => ({
      ...info,
      description: sanitize(info.description),
    })),
  };
}
