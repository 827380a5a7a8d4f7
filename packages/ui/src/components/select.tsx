import { Icon } from "./icon";
import type * as React from "react";
import { cn } from "../lib/cn";
import { controlClasses } from "./input";

/** One answer a select offers: a string is its own value and label. */
export type SelectOption = string | { value: string; label: string };

export type SelectProps = React.ComponentProps<"select"> & {
  /** The options, when not written as children. */
  options?: readonly SelectOption[];
  /**
   * A first option, disabled and muted: it shows while nothing is chosen (`defaultValue=""`),
   * and a `required` select refuses it.
   */
  placeholder?: string;
};

const optionOf = (option: SelectOption) =>
  typeof option === "string" ? { value: option, label: option } : option;

/** A styled native `<select>`: keyboard, mobile pickers and validation come from the browser. */
export function Select({ className, children, options, placeholder, ...props }: SelectProps) {
  return (
    <div data-slot="select" className="relative">
      <select
        className={cn(
          controlClasses,
          "h-11 appearance-none pr-10",
          placeholder !== undefined && "invalid:text-muted-foreground [&_option]:text-foreground",
          className,
        )}
        {...props}
      >
        {placeholder === undefined ? null : (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map(optionOf).map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
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
