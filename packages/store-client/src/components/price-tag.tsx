import { cn } from "@agencia/ui/cn";
import type { DisplayPrice } from "../price";

/** A price; on sale, the sale price first and the regular one struck through. */
export function PriceTag({
  price,
  size = "md",
  className,
}: {
  price: DisplayPrice;
  size?: "md" | "lg";
  className?: string;
}) {
  return (
    <p data-slot="price-tag" className={cn("flex flex-wrap items-baseline gap-x-2", className)}>
      <span
        className={cn(
          "font-bold tracking-tight tabular-nums",
          price.original ? "text-primary" : "text-foreground",
          size === "lg" ? "text-3xl" : "text-xl",
        )}
      >
        {price.original ? <span className="sr-only">Precio de oferta: </span> : null}
        {price.current}
      </span>
      {price.original ? (
        <s
          className={cn(
            "text-muted-foreground tabular-nums",
            size === "lg" ? "text-lg" : "text-sm",
          )}
        >
          <span className="sr-only">Precio anterior: </span>
          {price.original}
        </s>
      ) : null}
    </p>
  );
}
