import { blogListCopy } from "@agencia/content/blog-page";
import type { CSSProperties } from "react";

/** The radio group's name, and the prefix of each option's id. */
const NAME = "categoria";

/**
 * The category buttons of /blog: native radio buttons styled as pills, so the first tap filters
 * the list at once, with or without JavaScript (`CategoryFilterRules` does the filtering in CSS).
 * They fade in one after another, 0.1 s apart.
 */
export function CategoryFilter({ categories }: { categories: readonly string[] }) {
  return (
    <div
      role="radiogroup"
      aria-label={blogListCopy.filtersLabel}
      className="flex flex-wrap justify-center gap-2"
    >
      {categories.map((category, index) => (
        <label
          key={category}
          style={{ "--i": index } as CSSProperties}
          className="motion-safe:animate-fade-up motion-safe:[animation-delay:calc(var(--i)*0.1s)]"
        >
          <input
            type="radio"
            name={NAME}
            value={category}
            data-filter={index}
            defaultChecked={index === 0}
            className="peer sr-only"
          />
          <span className="border-border bg-background text-foreground hover:border-brand-300 hover:bg-brand-50 peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-checked:shadow-card peer-focus-visible:outline-ring inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2">
            {category}
          </span>
        </label>
      ))}
    </div>
  );
}

/**
 * What the checked category shows, in CSS: inside `[data-slot="blog-list"]`, an element marked
 * `data-in="0 3"` shows under the filters 0 and 3 only.
 */
export function CategoryFilterRules({ count }: { count: number }) {
  const rules = Array.from(
    { length: count },
    (_, index) =>
      `[data-slot="blog-list"]:has([data-filter="${index}"]:checked) [data-in]:not([data-in~="${index}"]){display:none}`,
  );
  return <style>{rules.join("")}</style>;
}
