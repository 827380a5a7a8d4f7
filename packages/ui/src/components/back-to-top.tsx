import { useRef } from "react";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { cn } from "../lib/cn";
import { Icon } from "./icon";

export const BACK_TO_TOP_THRESHOLD = 300;

/**
 * Shows once the page is scrolled more than 300 px (`data-scrolled`, kept by `useScrolledPast`
 * and, before React runs, by the page's early script from `data-scroll-past`) and scrolls
 * smoothly back to the top (`data-scroll-to-top` tells the early script to do the same).
 */
export function BackToTop({ className }: { className?: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useScrolledPast(button, BACK_TO_TOP_THRESHOLD);
  return (
    <button
      ref={button}
      type="button"
      data-slot="back-to-top"
      data-scroll-past={BACK_TO_TOP_THRESHOLD}
      data-scroll-to-top
      aria-label="Volver arriba"
      onClick={(event) => {
        // The button hides itself on the way up; a hidden focused element would stop the scroll.
        event.currentTarget.blur();
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
      className={cn(
        "animate-fade-up shadow-elevated ring-border hover:bg-brand-50 text-brand-700 fixed right-6 bottom-24 z-40 flex size-11 items-center justify-center rounded-full bg-white ring-1 transition-colors not-data-scrolled:hidden",
        className,
      )}
    >
      <Icon name="ArrowUp" className="size-5" />
    </button>
  );
}
