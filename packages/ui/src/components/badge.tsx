import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn";

export const badgeVariants = cva(
  "fallback:text-xs inline-flex w-fit items-center gap-1 rounded-full px-3 py-1 font-semibold",
  {
    variants: {
      variant: {
        brand: "bg-brand-100 text-brand-800",
        accent: "bg-accent-300/30 text-accent-700",
        highlight: "bg-highlight-400 text-ink",
        inverse: "bg-white/15 text-white ring-1 ring-white/25",
        outline: "border-border text-muted-foreground border",
      },
    },
    defaultVariants: { variant: "brand" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
