import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn";

export const sectionVariants = cva("skip-offscreen px-4 py-16 sm:px-6 sm:py-20 lg:px-8 lg:py-24", {
  variants: {
    tone: {
      plain: "bg-background",
      muted: "bg-muted",
      ink: "bg-ink text-ink-foreground",
      brand: "from-brand-800 via-brand-700 to-brand-900 bg-gradient-to-br text-white",
    },
  },
  defaultVariants: { tone: "plain" },
});

export function Section({
  className,
  tone,
  children,
  ...props
}: React.ComponentProps<"section"> & VariantProps<typeof sectionVariants>) {
  return (
    <section data-slot="section" className={cn(sectionVariants({ tone }), className)} {...props}>
      <div className="max-w-page mx-auto">{children}</div>
    </section>
  );
}

export interface SectionHeadingProps {
  eyebrow?: string;
  title: React.ReactNode;
  subtitle?: React.ReactNode;
  align?: "center" | "left";
  /** The heading level; sections under the page's h1 use h2. */
  as?: "h1" | "h2";
  inverse?: boolean;
  className?: string;
  id?: string;
}

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  align = "center",
  as: Heading = "h2",
  inverse = false,
  className,
  id,
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      className={cn(
        "flex max-w-3xl flex-col gap-3",
        align === "center" && "mx-auto items-center text-center",
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold tracking-wider uppercase",
            inverse ? "text-accent-300" : "text-brand-600",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </Heading>
      {subtitle ? (
        <p
          className={cn(
            "text-lg leading-relaxed text-pretty",
            inverse ? "text-white/80" : "text-muted-foreground",
          )}
        >
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}

export interface TextBlockProps {
  /** The heading's id, for the section's `aria-labelledby`. */
  id?: string;
  eyebrow?: string;
  title: React.ReactNode;
  /** The body, one lead-sized paragraph each. */
  paragraphs: readonly string[];
  className?: string;
}

/** A column of prose beside a section's other half: an eyebrow, its `h2`, then its paragraphs. */
export function TextBlock({ id, eyebrow, title, paragraphs, className }: TextBlockProps) {
  return (
    <div data-slot="text-block" className={cn("flex flex-col gap-5", className)}>
      {eyebrow ? (
        <p className="text-brand-600 text-sm font-semibold tracking-wider uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="text-muted-foreground text-lg leading-relaxed">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
