import { cn } from "../lib/cn";

/**
 * A turning ring that tells a screen reader what is loading. CSS only; the motion stops for
 * visitors who ask for reduced motion.
 */
export function Spinner({
  label = "Cargando…",
  showLabel = false,
  className,
}: {
  label?: string;
  /** Prints the label beside the ring instead of leaving it to screen readers. */
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex items-center gap-3 text-muted-foreground", className)}
    >
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-primary"
      />
      <span className={showLabel ? "text-sm font-medium" : "sr-only"}>{label}</span>
    </span>
  );
}
