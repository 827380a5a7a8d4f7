import type { StoreConfig } from "../client";

/**
 * How a prerendered store page marks what fresh data may change, so that the same facts reach the
 * page before React (patch.ts, run by the page's enhancement) and through React (the components):
 *
 * - `[data-store-live="list" | "product:{id}"]` with `data-store-api` and `data-store-id`: where
 *   the page's fresh data comes from;
 * - `[data-live-product="{id}"]` with `data-variants="{id} {id}…"` (the variants as built, in
 *   order): a product's card or page;
 * - inside it, `[data-live]` slots, each for one variant (`data-variant`) or, without one, the
 *   card's own (its shown price, its only variant's Add to Cart): `price` (a PriceTag), `stock`
 *   (a StockMessage), `add` (an Add to Cart button), `option` (a variant picker's choice).
 */
export type LiveSlot = "price" | "stock" | "add" | "option";

/** The fresh data a page asks for: the whole list, or one product. */
export type LiveScope = { kind: "list" } | { kind: "product"; id: string };

export const scopeKey = (scope: LiveScope) =>
  scope.kind === "list" ? "list" : `product:${scope.id}`;

export function scopeOf(key: string): LiveScope | null {
  if (key === "list") return { kind: "list" };
  return key.startsWith("product:") ? { kind: "product", id: key.slice("product:".length) } : null;
}

/** The attributes of the element that says where a page's fresh data comes from. */
export const liveRootAttributes = (scope: LiveScope, config: StoreConfig) => ({
  "data-store-live": scopeKey(scope),
  "data-store-api": config.baseUrl,
  "data-store-id": config.storeId,
});

/** The attributes of a product's card or page. */
export const liveProductAttributes = (product: { id: string; variants: { id: string }[] }) => ({
  "data-live-product": product.id,
  "data-variants": product.variants.map((variant) => variant.id).join(" "),
});

/** The attributes of a slot; without a variant, the card's own. */
export const liveSlotAttributes = (slot: LiveSlot, variantId?: string) => ({
  "data-live": slot,
  "data-variant": variantId,
});
