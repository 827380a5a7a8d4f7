import { useEffect, useRef, useState } from "react";
import { cn } from "../lib/cn";

export const COUNTER_VISIBILITY = 0.5;
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

/**
 * A figure that counts from 0 to its value once, when half of it is visible. The prerendered
 * HTML (and a visitor without JavaScript) shows the final value.
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
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let started = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry || started) return;
        if (entry.intersectionRatio < COUNTER_VISIBILITY) {
          setShown(0);
          return;
        }
        started = true;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / COUNTER_DURATION_MS);
          const eased = 1 - (1 - progress) ** 3;
          setShown(Math.round(value * eased));
          if (progress < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: [0, COUNTER_VISIBILITY] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  return (
    <div
      ref={ref}
      data-slot="stat-counter"
      className={cn("flex flex-col items-center gap-1 text-center", className)}
    >
      <p
        className={cn(
          "font-bold tracking-tight tabular-nums",
          size === "lg" ? "text-4xl sm:text-5xl" : "text-2xl sm:text-3xl",
          inverse ? "text-white" : "text-brand-700",
        )}
      >
        {/* The final figure reserves the space; the count is drawn over it, left-aligned, so
            counting never moves anything on the page. */}
        <span aria-hidden="true" className="relative inline-block">
          <span className="invisible">
            {prefix}
            {value}
            {suffix}
          </span>
          {/* One text node: a separate suffix node would move as the digits grow. */}
          <span className="absolute inset-0 text-left">{`${prefix}${shown}${suffix}`}</span>
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
