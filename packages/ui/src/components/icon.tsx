/// <reference types="vite/client" />
import spriteUrl from "../generated/icons.svg?url";
import { cn } from "../lib/cn";
import type { IconName } from "../generated/icon-names";

export type { IconName };

/**
 * An icon drawn from the sprite (a hashed, cacheable SVG file), so icons cost no JavaScript.
 * Decorative by default; pass `label` when the icon alone carries meaning.
 */
export function Icon({
  name,
  className,
  label,
}: {
  name: IconName;
  className?: string;
  label?: string;
}) {
  return (
    <svg
      data-slot="icon"
      width="24"
      height="24"
      className={cn("fallback:size-5 shrink-0", className)}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
