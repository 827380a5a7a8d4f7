import type { ToastMessage } from "@agencia/ui/toaster";

/**
 * The notice a form's submission shows instead of sending anything, declared in its HTML like
 * `form-feedback.ts`'s toast (the blog's newsletter box). A module of its own, so that only the
 * page with such a form loads it.
 */
export const noticeAttributes = ({ title, description }: ToastMessage) => ({
  "data-notice-title": title,
  "data-notice-description": description,
});
