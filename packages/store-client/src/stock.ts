import type { StoreVariant, VariantStock } from "./types";

/**
 * The list's stock merge: each variant takes the `inventory_quantity` the variants call reported
 * for its id; variants it did not report keep theirs.
 */
export function mergeStock<P extends { variants: StoreVariant[] }>(
  products: readonly P[],
  stock: readonly VariantStock[],
): P[] {
  const byId = new Map(stock.map((entry) => [entry.id, entry.inventory_quantity]));
  return products.map((product) => ({
    ...product,
    variants: product.variants.map((variant) =>
      byId.has(variant.id)
        ? { ...variant, inventory_quantity: byId.get(variant.id) ?? null }
        : variant,
    ),
  }));
}

/** Units left of a variant, or null when its stock is not tracked (no limit). */
export function unitsInStock(
  variant: Pick<StoreVariant, "manage_inventory" | "inventory_quantity">,
): number | null {
  return variant.manage_inventory ? Math.max(0, variant.inventory_quantity ?? 0) : null;
}

export type Availability =
  | { kind: "unavailable" }
  | { kind: "in_stock"; units: number }
  | { kind: "short"; units: number }
  | { kind: "untracked" };

/**
 * Whether `quantity` units of a variant can be bought (spec 001 §5): never when the product is
 * not purchasable or a tracked variant has none left; not above the units in stock.
 */
export function availability(
  purchasable: boolean,
  variant: Pick<StoreVariant, "manage_inventory" | "inventory_quantity">,
  quantity: number,
): Availability {
  const units = unitsInStock(variant);
  if (!purchasable || units === 0) return { kind: "unavailable" };
  if (units === null) return { kind: "untracked" };
  return quantity > units ? { kind: "short", units } : { kind: "in_stock", units };
}

export const canBuy = (state: Availability) =>
  state.kind === "in_stock" || state.kind === "untracked";

/** The spec's stock messages; none when the stock is not tracked. */
export function availabilityMessage(state: Availability): string | null {
  switch (state.kind) {
    case "unavailable":
      return "Currently unavailable";
    case "in_stock":
      return `${state.units} in stock!`;
    case "short":
      return `Not enough stock. Only ${state.units} left.`;
    case "untracked":
      return null;
  }
}
