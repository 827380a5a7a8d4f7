/** Counting starts once this share of the figure is visible (spec: at 50 %). */
const COUNT_UP_VISIBILITY = 0.5;

/**
 * Makes a stat counter (`[data-slot="stat-counter"]`, see stat-counter.tsx) count up from 0 once,
 * when half of it is visible: `data-count="waiting"` while it is out of view, `"counting"` from the
 * moment it shows (the count itself is a CSS animation). Plain DOM, so a page can run it before
 * React does; a counter already counting is left alone. Answers how to stop watching.
 */
export function countUpWhenVisible(element: HTMLElement): () => void {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  if (
    element.dataset.count === "counting" ||
    reduced ||
    typeof IntersectionObserver === "undefined"
  ) {
    return () => {};
  }
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry) return;
      if (entry.intersectionRatio < COUNT_UP_VISIBILITY) {
        element.dataset.count = "waiting";
        return;
      }
      element.dataset.count = "counting";
      observer.disconnect();
    },
    { threshold: [0, COUNT_UP_VISIBILITY] },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
