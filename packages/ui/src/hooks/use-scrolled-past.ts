import { useEffect, type RefObject } from "react";

/**
 * Keeps `data-scrolled` on `element` while the page is scrolled more than `threshold` pixels;
 * CSS draws what it changes. An attribute rather than state: a scroll re-renders nothing, and
 * neither does hydration on a page opened or reloaded below the threshold.
 */
export function useScrolledPast(element: RefObject<HTMLElement | null>, threshold: number) {
  useEffect(() => {
    const mark = () =>
      element.current?.toggleAttribute("data-scrolled", window.scrollY > threshold);
    mark();
    window.addEventListener("scroll", mark, { passive: true });
    return () => window.removeEventListener("scroll", mark);
  }, [element, threshold]);
}
