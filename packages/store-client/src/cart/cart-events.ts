import { payableAmount, variantPrice } from "../price";
import type { AddToCart, CartLine } from "./cart";

/** One product in a GA4 ecommerce event (`items`), its price in major units. */
export interface StoreEventItem {
  item_id: string;
  item_name: string;
  item_variant: string;
  price: number;
  quantity: number;
}

/** The store's measured steps, in GA4's ecommerce shape: `items`, and `value` in one `currency`. */
export interface StoreEvent {
  name: "add_to_cart" | "begin_checkout";
  params: { currency?: string; value?: number; items: StoreEventItem[] };
}

const major = (minorUnits: number) => minorUnits / 100;

/** `value` and `currency` when every item is in one currency (GA4 takes one per event). */
function valueOf(items: StoreEventItem[], currencies: string[]) {
  const [currency, ...others] = [...new Set(currencies)];
  if (!currency || others.length > 0) return {};
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return { currency: currency.toUpperCase(), value: major(cents) };
}

export function addToCartEvent({ product, variant, quantity }: AddToCart): StoreEvent {
  const price = variantPrice(variant);
  const items = [
    {
      item_id: product.id,
      item_name: product.title,
      item_variant: variant.title,
      price: major(payableAmount(price)),
      quantity,
    },
  ];
  return { name: "add_to_cart", params: { ...valueOf(items, [price.currencyCode]), items } };
}

export function beginCheckoutEvent(lines: readonly CartLine[]): StoreEvent {
  const items = lines.map((line) => ({
    item_id: line.productId,
    item_name: line.title,
    item_variant: line.variantTitle,
    price: major(line.unitAmount),
    quantity: line.quantity,
  }));
  return {
    name: "begin_checkout",
    params: {
      ...valueOf(
        items,
        lines.map((line) => line.currencyCode),
      ),
      items,
    },
  };
}
