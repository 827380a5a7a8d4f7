import { Icon } from "./icon";
import type * as React from "react";
import { cn } from "../lib/cn";
import { controlClasses } from "./input";

/** A styled native `<select>`: keyboard, mobile pickers and validation come from the browser. */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div data-slot="select" className="relative">
      <select className={cn(controlClasses, "h-11 appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <Icon
        name="ChevronDown"
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2"
      />
    </div>
  );
}
