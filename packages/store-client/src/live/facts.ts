import {
  displayPrice,
  shownVariant,
  variantPrice,
  type DisplayPrice,
  type VariantPrice,
} from "../price";
import { availability, canBuy, type Availability } from "../stock";
import type { StoreProductFields, StoreVariant } from "../types";

/**
 * What a product's card and page show, from its data: computed here once, so that React's
 * components and the page's enhancement (patch.ts) always say the same.
 */

export const ADD_TO_CART = "Add to Cart";
export const UNAVAILABLE = "Currently unavailable";
/** What an Add to Cart button says while the item is added before React has taken over. */
export const ADDING = "Agregando…";

/** The quantity a product page starts with (spec 001 §9), and the one a card adds. */
export const DEFAULT_QUANTITY = 1;

type Priced = Pick<StoreProductFields, "site_product_selection"> & {
  variants: Pick<StoreVariant, "prices">[];
};
type Stocked = Pick<StoreProductFields, "purchasable"> & {
  variants: Pick<StoreVariant, "manage_inventory" | "inventory_quantity">[];
};

/** The price a card shows (its product's shown variant), or null without variants. */
export function cardPrice(product: Priced): DisplayPrice | null {
  const price = cardVariantPrice(product);
  return price ? displayPrice(price) : null;
}

/** The same price, not yet printed. */
export function cardVariantPrice(product: Priced): VariantPrice | null {
  const variant = shownVariant(product);
  return variant ? variantPrice(variant) : null;
}

/** A variant's price as its product page shows it. */
export const variantDisplayPrice = (variant: Pick<StoreVariant, "prices">) =>
  displayPrice(variantPrice(variant));

/** Whether a card can add its product: only one variant, and it can be bought. */
export function cardBuyable(product: Stocked): boolean {
  const [only, ...others] = product.variants;
  return (
    only !== undefined &&
    others.length === 0 &&
    canBuy(availability(product.purchasable, only, DEFAULT_QUANTITY))
  );
}

/** What a card's Add to Cart button says. */
export const cardAddLabel = (buyable: boolean) => (buyable ? ADD_TO_CART : UNAVAILABLE);

/** A variant's availability on its product page, for the quantity chosen. */
export const variantAvailability = (
  product: Pick<StoreProductFields, "purchasable">,
  variant: Pick<StoreVariant, "manage_inventory" | "inventory_quantity"> | undefined,
  quantity = DEFAULT_QUANTITY,
): Availability =>
  variant ? availability(product.purchasable, variant, quantity) : { kind: "unavailable" };

/** Whether the product page's Add to Cart adds this variant in this quantity (else disabled). */
export const productPageAdds = (
  product: Pick<StoreProductFields, "purchasable">,
  variant: Pick<StoreVariant, "manage_inventory" | "inventory_quantity">,
  quantity: number,
): boolean => canBuy(variantAvailability(product, variant, quantity));
