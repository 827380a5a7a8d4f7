import { useEffect, useRef, type CSSProperties } from "react";
import { cn } from "../lib/cn";
import { countUpWhenVisible } from "../lib/count-up";

export const COUNTER_DURATION_MS = 1600;

export interface StatCounterProps {
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
  className?: string;
  inverse?: boolean;
  /** `sm` for figures inside cards (e.g. a case study's results). */
  size?: "lg" | "sm";
}

/** A CSS string: the figure's prefix and suffix go into its generated content. */
const cssString = (text: string) => `"${text.replace(/["\\]/g, "\\$&")}"`;

/**
 * A figure that counts from 0 to its value once, when half of it is visible. The count is a CSS
 * animation (the theme's `stat-count`), started by `countUpWhenVisible`, which a page can also
 * run before React does. The prerendered HTML (and a visitor without JavaScript, or who prefers
 * less motion) shows the final value.
 */
export function StatCounter({
  value,
  prefix = "",
  suffix = "",
  label,
  className,
  inverse = false,
  size = "lg",
}: StatCounterProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => (ref.current ? countUpWhenVisible(ref.current) : undefined), []);

  return (
    <div
      ref={ref}
      data-slot="stat-counter"
      style={
        {
          "--count-to": value,
          "--count-prefix": cssString(prefix),
          "--count-suffix": cssString(suffix),
        } as CSSProperties
      }
      className={cn("flex flex-col items-center gap-1 text-center", className)}
    >
      <p
        className={cn(
          "font-bold tracking-tight tabular-nums",
          size === "lg" ? "text-4xl sm:text-5xl" : "text-2xl sm:text-3xl",
          inverse ? "text-white" : "text-brand-700",
        )}
      >
        {/* The final figure reserves the space; the count is drawn over it (generated content),
            growing to the right of its prefix while its suffix waits at its final place, so
            counting never moves anything on the page. */}
        <span aria-hidden="true" className="relative inline-block">
          <span className="invisible">
            {prefix}
            {value}
            {suffix}
          </span>
          <span data-count-digits className="absolute inset-0 text-left" />
        </span>
        <span className="sr-only">
          {prefix}
          {value}
          {suffix}
        </span>
      </p>
      <p className={cn("text-sm font-medium", inverse ? "text-white/80" : "text-muted-foreground")}>
        {label}
      </p>
    </div>
  );
}
