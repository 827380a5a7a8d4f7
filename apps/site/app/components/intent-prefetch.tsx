import { useEffect, useState } from "react";
import { PrefetchPageLinks } from "react-router";

/** How long the pointer or focus rests on a link before its page is fetched: React Router's. */
const INTENT_DELAY_MS = 100;

const linkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>("a[data-prefetch-intent]") : null;

/**
 * Prefetches the page of a link marked `data-prefetch-intent` (RouterLink's) that the visitor
 * points at, focuses or touches, as React Router's `<Link prefetch="intent">` does, from native
 * listeners on the document. That prop's handlers need React's root to hear `mouseover`,
 * `mouseout` and `touchstart`, whose dispatch then ran in every tap on the page (a filled-in
 * form's submit among them); the client build drops those listeners (app-shell's
 * reactHandledEvents), and the lint forbids the prop.
 */
export function IntentPrefetch() {
  const [pages, setPages] = useState<string[]>([]);

  useEffect(() => {
    let intended: { link: HTMLAnchorElement; timer: number } | null = null;
    const cancel = () => {
      if (intended) window.clearTimeout(intended.timer);
      intended = null;
    };
    const intend = (event: Event) => {
      const link = linkOf(event.target);
      if (!link || link === intended?.link) return;
      cancel();
      const page = link.pathname + link.search;
      const timer = window.setTimeout(
        () => setPages((pages) => (pages.includes(page) ? pages : [...pages, page])),
        INTENT_DELAY_MS,
      );
      intended = { link, timer };
    };
    const leave = (event: Event) => {
      const to = (event as MouseEvent | FocusEvent).relatedTarget;
      if (!intended || linkOf(event.target) !== intended.link) return;
      if (!(to instanceof Node && intended.link.contains(to))) cancel();
    };
    const listeners = [
      ["mouseover", intend],
      ["focusin", intend],
      ["touchstart", intend],
      ["mouseout", leave],
      ["focusout", leave],
    ] as const;
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener, { passive: true });
    return () => {
      cancel();
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, []);

  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
