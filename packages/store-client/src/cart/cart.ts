import { payableAmount, variantPrice } from "../price";
import { availability, availabilityMessage, unitsInStock } from "../stock";
import type { StoreCurrency, StoreVariant } from "../types";

/** The cart the spec leaves unshown: lines of variants, kept in the browser. */

export interface CartLine {
  productId: string;
  variantId: string;
  title: string;
  variantTitle: string;
  /** The variant's image, else the product's thumbnail. */
  image: string | null;
  quantity: number;
  /** What one unit costs, minor units (the sale price when there is one). */
  unitAmount: number;
  currencyCode: string;
  currency: StoreCurrency | null;
  /** Units in stock when the stock is tracked, when the line was added; else null. */
  stock: number | null;
}

/** What 'Add to Cart' hands over (spec 001 §7): product, variant, quantity and stock. */
export interface AddToCart {
  product: { id: string; title: string; thumbnail: string | null; purchasable: boolean };
  variant: StoreVariant;
  quantity: number;
}

export interface CartTotal {
  currencyCode: string;
  currency: StoreCurrency | null;
  /** Minor units. */
  amount: number;
}

/** Most units of one variant a cart line holds when the stock does not limit it. */
export const MAX_LINE_QUANTITY = 99;

/** Why an item could not be added, in the spec's words. */
export class CartError extends Error {
  override name = "CartError";
}

/** The most units a line may hold: its stock when tracked, never above MAX_LINE_QUANTITY. */
export const lineLimit = (line: Pick<CartLine, "stock">) =>
  line.stock === null ? MAX_LINE_QUANTITY : Math.min(line.stock, MAX_LINE_QUANTITY);

/** The lines with the item added (merged into its variant's line); throws CartError if it cannot be. */
export function addItem(
  lines: readonly CartLine[],
  { product, variant, quantity }: AddToCart,
): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new CartError("The quantity must be at least 1.");
  const existing = lines.find((line) => line.variantId === variant.id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  const state = availability(product.purchasable, variant, wanted);
  if (state.kind === "unavailable" || state.kind === "short")
    throw new CartError(availabilityMessage(state) ?? "Currently unavailable");
  if (wanted > MAX_LINE_QUANTITY)
    throw new CartError(`At most ${MAX_LINE_QUANTITY} units of one product per order.`);
  const price = variantPrice(variant);
  const line: CartLine = {
    productId: product.id,
    variantId: variant.id,
    title: product.title,
    variantTitle: variant.title,
    image: variant.image_url ?? product.thumbnail,
    quantity: wanted,
    unitAmount: payableAmount(price),
    currencyCode: price.currencyCode,
    currency: price.currency,
    stock: unitsInStock(variant),
  };
  return existing
    ? lines.map((current) => (current.variantId === variant.id ? line : current))
    : [...lines, line];
}

/** The lines with one line's quantity changed, kept between 1 and what the stock allows. */
export function setItemQuantity(
  lines: readonly CartLine[],
  variantId: string,
  quantity: number,
): CartLine[] {
  return lines.map((line) =>
    line.variantId === variantId
      ? { ...line, quantity: Math.min(Math.max(1, Math.floor(quantity) || 1), lineLimit(line)) }
      : line,
  );
}

export function removeItem(lines: readonly CartLine[], variantId: string): CartLine[] {
  return lines.filter((line) => line.variantId !== variantId);
}

/** Whether a line may grow by one unit. */
export const canIncrease = (line: CartLine) => line.quantity < lineLimit(line);

/** One total per currency, in the order the currencies first appear in the cart. */
export function cartTotals(lines: readonly CartLine[]): CartTotal[] {
  const totals = new Map<string, CartTotal>();
  for (const line of lines) {
    const total = totals.get(line.currencyCode) ?? {
      currencyCode: line.currencyCode,
      currency: line.currency,
      amount: 0,
    };
    total.amount += line.unitAmount * line.quantity;
    totals.set(line.currencyCode, total);
  }
  return [...totals.values()];
}
