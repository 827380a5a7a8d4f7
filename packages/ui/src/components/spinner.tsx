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
      className={cn("text-muted-foreground inline-flex items-center gap-3", className)}
    >
      <span
        aria-hidden="true"
        className="border-brand-100 border-t-primary size-8 animate-spin rounded-full border-4"
      />
      <span className={showLabel ? "text-sm font-medium" : "sr-only"}>{label}</span>
    </span>
  );
}
