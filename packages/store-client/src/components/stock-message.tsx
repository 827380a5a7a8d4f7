import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";
import { liveSlotAttributes } from "../live/slots";
import { type Availability, availabilityMessage } from "../stock";

/**
 * '{n} in stock!', 'Not enough stock. Only {n} left.' or 'Currently unavailable'; hidden when the
 * stock is not tracked. It stays in the page, so fresh data can change it in place
 * (`live/patch.ts` writes what this renders).
 */
export function StockMessage({
  state,
  variantId,
  className,
}: {
  state: Availability;
  /** The variant whose live slot this is (`live/slots.ts`). */
  variantId?: string;
  className?: string;
}) {
  const message = availabilityMessage(state);
  return (
    <p
      data-slot="stock-message"
      data-state={state.kind}
      hidden={message === null}
      aria-live="polite"
      {...(variantId ? liveSlotAttributes("stock", variantId) : {})}
      className={cn(
        "group/stock text-destructive data-[state=in_stock]:text-success flex items-center gap-2 text-sm font-medium",
        className,
      )}
    >
      <Icon name="CircleCheck" className="hidden size-4 group-data-[state=in_stock]/stock:block" />
      <Icon name="Clock" className="size-4 group-data-[state=in_stock]/stock:hidden" />
      <span data-stock-text="">{message ?? ""}</span>
    </p>
  );
}
