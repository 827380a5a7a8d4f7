import type { ReactNode } from "react";

/** The id of every page's `<main>`, which the skip link targets. */
export const MAIN_ID = "contenido";
const MAIN_END_ID = "fin-del-contenido";

/**
 * A `links` entry: the browser paints nothing before the page's `<main>` is parsed to its end. A
 * busy phone may paint between chunks of HTML, and a half-parsed navbar and hero then grow under
 * the visitor. Chromium stops waiting once the expected element is inserted, so it follows `<main>`.
 */
export const paintOnceMainIsParsed = {
  rel: "expect",
  href: `#${MAIN_END_ID}`,
  blocking: "render",
} as const;

/** The page's `<main>`, and the mark after it that `paintOnceMainIsParsed` waits for. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <>
      <main id={MAIN_ID}>{children}</main>
      <span id={MAIN_END_ID} hidden />
    </>
  );
}
