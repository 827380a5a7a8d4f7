import type * as React from "react";
import { cn } from "../lib/cn";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor
    <label
      data-slot="label"
      className={cn("text-foreground text-sm font-medium", className)}
      {...props}
    />
  );
}
