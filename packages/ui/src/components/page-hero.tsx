import type * as React from "react";
import { cn } from "../lib/cn";

export interface PageHeroProps {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  /** Buttons or links under the text. */
  actions?: React.ReactNode;
  /** Content beside the text on wide screens (an illustration, a form). */
  aside?: React.ReactNode;
  size?: "page" | "home";
  className?: string;
}

/**
 * The dark hero band that opens every page. The transparent navbar sits on it, so its
 * background is always dark enough for white text.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  actions,
  aside,
  size = "page",
  className,
}: PageHeroProps) {
  return (
    <section
      data-slot="page-hero"
      className={cn(
        "bg-ink fallback:pt-[calc(var(--spacing-navbar)+3rem)] fallback:pb-16 relative isolate overflow-hidden px-4 text-white sm:px-6 lg:px-8",
        size === "home"
          ? "fallback:lg:pt-[calc(var(--spacing-navbar)+6rem)] fallback:lg:pb-28"
          : "fallback:lg:pb-20",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,var(--color-brand-600),transparent_60%),radial-gradient(40rem_30rem_at_0%_110%,var(--color-accent-700),transparent_60%)] opacity-80"
      />
      <div
        className={cn(
          "max-w-page mx-auto grid items-center gap-12",
          aside ? "lg:grid-cols-[1.1fr_0.9fr]" : "",
        )}
      >
        <div className={cn("flex flex-col gap-6", !aside && "max-w-3xl")}>
          {eyebrow ? <div>{eyebrow}</div> : null}
          <h1
            className={cn(
              "font-bold tracking-tight text-balance",
              size === "home" ? "lg:text-display text-4xl sm:text-5xl" : "text-4xl sm:text-5xl",
            )}
          >
            {title}
          </h1>
          {subtitle ? (
            <p className="max-w-2xl text-lg leading-relaxed text-pretty text-white/80 sm:text-xl">
              {subtitle}
            </p>
          ) : null}
          {actions ? <div className="flex flex-wrap gap-3 pt-2">{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
