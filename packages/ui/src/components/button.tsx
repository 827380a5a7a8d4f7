import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "../lib/cn";

export const buttonVariants = cva(
  "rounded-control fallback:inline-flex fallback:shrink-0 items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors duration-200 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.15em] [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-card hover:bg-primary-hover",
        secondary: "bg-ink text-ink-foreground hover:bg-brand-900",
        outline: "border-border bg-background text-foreground hover:bg-muted border",
        inverse: "text-brand-800 hover:bg-brand-50 bg-white",
        ghostInverse: "border border-white/40 text-white hover:bg-white/10",
        ghost: "text-foreground hover:bg-muted",
        whatsapp: "bg-whatsapp-strong hover:bg-whatsapp-strong/90 text-white",
        destructive: "bg-destructive hover:bg-destructive/90 text-white",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        sm: "fallback:px-3.5 h-9 text-sm",
        md: "fallback:px-5 h-11 text-sm",
        lg: "fallback:px-7 h-13 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (a link, say) with the button's look instead of a `<button>`. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
