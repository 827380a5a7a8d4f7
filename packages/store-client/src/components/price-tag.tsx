import { cn } from "@agencia/ui/cn";
import { type LiveSlot, liveSlotAttributes } from "../live/slots";
import type { DisplayPrice } from "../price";

/**
 * A price; on sale, the sale price first and the regular one struck through. Its parts stay in
 * the page when not on sale (hidden), so fresh data can change the price in place
 * (`live/patch.ts` writes what this renders).
 */
export function PriceTag({
  price,
  size = "md",
  live,
  className,
}: {
  price: DisplayPrice;
  size?: "md" | "lg";
  /** The live slot this price is (`live/slots.ts`): a variant's, or (`{}`) a card's own. */
  live?: { variantId?: string };
  className?: string;
}) {
  const onSale = price.original !== null;
  return (
    <p
      data-slot="price-tag"
      data-sale={onSale ? "" : undefined}
      data-price-key={live ? price.key : undefined}
      {...(live ? liveSlotAttributes("price" satisfies LiveSlot, live.variantId) : {})}
      className={cn("group/price flex flex-wrap items-baseline gap-x-2", className)}
    >
      <span
        className={cn(
          "text-foreground group-data-[sale]/price:text-primary font-bold tracking-tight tabular-nums",
          size === "lg" ? "text-3xl" : "text-xl",
        )}
      >
        <span data-sale-only="" hidden={!onSale} className="sr-only">
          Precio de oferta:{" "}
        </span>
        <span data-price="current">{price.current}</span>
      </span>
      <s
        data-sale-only=""
        hidden={!onSale}
        className={cn("text-muted-foreground tabular-nums", size === "lg" ? "text-lg" : "text-sm")}
      >
        <span className="sr-only">Precio anterior: </span>
        <span data-price="original">{price.original ?? ""}</span>
      </s>
    </p>
  );
}
