import { blogListCopy } from "@agencia/content/blog-page";
import { cn } from "@agencia/ui/cn";
import type { CSSProperties } from "react";

/** The category buttons of /blog; they fade in one after another, 0.1 s apart. */
export function CategoryFilter({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly string[];
  selected: string;
  onSelect: (category: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label={blogListCopy.filtersLabel}
      className="flex flex-wrap justify-center gap-2"
    >
      {categories.map((category, index) => {
        const active = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(category)}
            style={{ "--i": index } as CSSProperties}
            className={cn(
              "motion-safe:animate-fade-up h-10 rounded-full border px-4 text-sm font-semibold transition-colors motion-safe:[animation-delay:calc(var(--i)*0.1s)]",
              active
                ? "border-primary bg-primary text-primary-foreground shadow-card"
                : "border-border bg-background text-foreground hover:border-brand-300 hover:bg-brand-50",
            )}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}
