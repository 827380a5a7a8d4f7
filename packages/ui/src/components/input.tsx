import type * as React from "react";
import { cn } from "../lib/cn";

export const controlClasses =
  "w-full rounded-control border fallback:border-border fallback:bg-background px-3.5 text-base fallback:text-foreground shadow-xs fallback:placeholder:text-muted-foreground/80 hover:border-brand-300 focus-visible:border-brand-500 focus-visible:outline-2 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(controlClasses, "h-11", className)} {...props} />;
}
