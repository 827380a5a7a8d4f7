import type * as React from "react";
import { cn } from "../lib/cn";

export type CheckboxProps = Omit<React.ComponentProps<"input">, "type"> & {
  label: React.ReactNode;
  /** A radio button looks the same: one answer of a group that shares a name. */
  type?: "checkbox" | "radio";
};

/** A native checkbox (or radio button) with its label; the whole row is clickable. */
export function Checkbox({ className, label, id, type = "checkbox", ...props }: CheckboxProps) {
  return (
    <label
      data-slot="checkbox"
      htmlFor={id}
      className={cn(
        "rounded-control border-border hover:border-brand-300 has-checked:border-brand-500 has-checked:bg-brand-50 flex cursor-pointer items-start gap-3 border px-3.5 py-3 text-sm transition-colors",
        className,
      )}
    >
      <input id={id} type={type} className="accent-brand-600 mt-0.5 size-4" {...props} />
      <span>{label}</span>
    </label>
  );
}
