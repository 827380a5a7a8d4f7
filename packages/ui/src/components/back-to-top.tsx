import { Icon } from "./icon";
import { useScrolledPast } from "../hooks/use-scrolled-past";
import { cn } from "../lib/cn";

export const BACK_TO_TOP_THRESHOLD = 300;

export function BackToTop({ className }: { className?: string }) {
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD);
  return (
    <button
      type="button"
      data-slot="back-to-top"
      aria-label="Volver arriba"
      hidden={!visible}
      onClick={(event) => {
        // The button hides itself on the way up; a hidden focused element would stop the scroll.
        event.currentTarget.blur();
        window.scrollTo({ top: 0, behavior: "smooth" });
      }}
      className={cn(
        "animate-fade-up text-brand-700 shadow-elevated ring-border hover:bg-brand-50 fixed right-6 bottom-24 z-40 flex size-11 items-center justify-center rounded-full bg-white ring-1 transition-colors",
        className,
      )}
    >
      <Icon name="ArrowUp" className="size-5" />
    </button>
  );
}
