import type { OfferBanner } from "@agencia/content/offers";
import { Icon } from "@agencia/ui/icon";
import { cn } from "@agencia/ui/cn";
import { isOver, type TimeLeft } from "../countdown";
import { CountdownUnits } from "./countdown-units";

/**
 * The bar at the top of an offer page: the time left while the promotion runs, 'La oferta ha
 * terminado!' once it is over. Both are in the HTML, the other one `hidden` (`data-when`): React
 * sets them from `left`, and before React runs the promotion clock script does from the visitor's
 * clock (`data-live` stops it once React ticks).
 */
export function CountdownBanner({
  left,
  live = false,
  copy,
}: {
  left: TimeLeft;
  live?: boolean;
  copy: OfferBanner;
}) {
  const over = isOver(left);
  return (
    <div
      data-slot="countdown-banner"
      data-countdown
      data-state={over ? "over" : "running"}
      data-live={live || undefined}
      className={cn(
        "bg-highlight-400 text-ink flex min-h-[5.5rem] items-center justify-center px-4 py-2 text-center text-sm font-semibold sm:min-h-14",
        "data-[state=over]:bg-ink data-[state=over]:border-b data-[state=over]:border-white/10 data-[state=over]:text-white/85",
      )}
    >
      <p data-when="over" hidden={!over} className="flex items-center gap-2">
        <Icon name="Clock" />
        {copy.endedText}
      </p>
      <div
        role="timer"
        data-when="running"
        hidden={over}
        className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1"
      >
        <p className="flex items-center gap-2">
          <Icon name="Timer" />
          {copy.runningLabel}
        </p>
        <CountdownUnits left={left} units={copy.units} />
      </div>
    </div>
  );
}
