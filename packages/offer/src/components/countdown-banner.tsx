import type { OfferBanner } from "@agencia/content/offers";
import { Icon } from "@agencia/ui/icon";
import { cn } from "@agencia/ui/cn";
import { isOver, type TimeLeft } from "../countdown";
import { CountdownUnits } from "./countdown-units";

/**
 * The bar at the top of an offer page: the time left while the promotion runs, 'La oferta ha
 * terminado!' once it is over. `left` is null before hydration: then only the promotion label.
 */
export function CountdownBanner({ left, copy }: { left: TimeLeft | null; copy: OfferBanner }) {
  const over = left !== null && isOver(left);
  return (
    <div
      data-slot="countdown-banner"
      data-state={left === null ? "pending" : over ? "over" : "running"}
      className={cn(
        "flex min-h-[5.5rem] items-center justify-center px-4 py-2 text-center text-sm font-semibold sm:min-h-14",
        over ? "bg-ink border-b border-white/10 text-white/85" : "bg-highlight-400 text-ink",
      )}
    >
      {left === null ? (
        <p className="flex items-center gap-2">
          <Icon name="Timer" />
          {copy.promoLabel}
        </p>
      ) : over ? (
        <p className="flex items-center gap-2">
          <Icon name="Clock" />
          {copy.endedText}
        </p>
      ) : (
        <div role="timer" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
          <p className="flex items-center gap-2">
            <Icon name="Timer" />
            {copy.runningLabel}
          </p>
          <CountdownUnits left={left} units={copy.units} />
        </div>
      )}
    </div>
  );
}
