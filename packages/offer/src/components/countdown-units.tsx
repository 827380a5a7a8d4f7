import type { OfferCountdownUnits } from "@agencia/content/offers";
import { cn } from "@agencia/ui/cn";
import { COUNTDOWN_UNITS, type TimeLeft } from "../countdown";

/**
 * The units of a time-left object, each as two digits over its name; leading empty units are
 * hidden. Every unit is in the HTML (`data-countdown-unit` digits), so the promotion clock script
 * can show the visitor's own time before React runs.
 */
export function CountdownUnits({
  left,
  units,
  className,
  size = "sm",
}: {
  left: TimeLeft;
  units: OfferCountdownUnits;
  className?: string;
  size?: "sm" | "lg";
}) {
  return (
    <span data-slot="countdown-units" className={cn("inline-flex items-center gap-1.5", className)}>
      {COUNTDOWN_UNITS.map((unit) => (
        <span
          key={unit}
          data-unit={unit}
          hidden={left[unit] === undefined}
          className={cn(
            "bg-ink/90 inline-flex flex-col items-center rounded-lg leading-none text-white tabular-nums",
            size === "lg" ? "min-w-16 px-3 py-2.5" : "min-w-11 px-2 py-1",
          )}
        >
          {/* The clock script may have written the visitor's time here before hydration. */}
          <span
            data-countdown-unit={unit}
            suppressHydrationWarning
            className={cn("font-bold", size === "lg" ? "text-3xl" : "text-base")}
          >
            {left[unit] ?? "00"}
          </span>
          <span
            className={cn(
              "font-medium text-white/75 uppercase",
              size === "lg" ? "mt-1 text-xs" : "mt-0.5 text-[0.625rem]",
            )}
          >
            {units[unit]}
          </span>
        </span>
      ))}
    </span>
  );
}
