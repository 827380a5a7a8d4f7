import type { StoreCurrency, StorePrice, StoreProductFields, StoreVariant } from "./types";

/** The spec's default currency, when a price names none. */
export const DEFAULT_CURRENCY_CODE = "eur";

// Made on first use: a formatter loads its locale's data when created, tens of milliseconds on a
// phone, and every page loads this module (the navbar's cart) while most show no price.
let amountFormat: Intl.NumberFormat | undefined;

/**
 * A price in minor units for display: amount / 100 with two decimals (written the Argentine
 * way), through the currency's template (`$1` is the amount), else its symbol, else its code,
 * else the euro sign.
 */
export function formatPrice(
  cents: number,
  currency?: StoreCurrency | null,
  currencyCode: string | null = DEFAULT_CURRENCY_CODE,
): string {
  amountFormat ??= new Intl.NumberFormat("es-AR", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const amount = amountFormat.format(cents / 100);
  if (currency?.template?.includes("$1")) return currency.template.split("$1").join(amount);
  if (currency?.symbol) return `${currency.symbol}${amount}`;
  const code = currency?.code ?? currencyCode;
  if (code) return `${code.toUpperCase()} ${amount}`;
  return `€${amount}`;
}

/** A variant's price as the store shows it. */
export interface VariantPrice {
  /** The regular price, minor units. */
  amount: number;
  /** The sale price, minor units, or null. */
  saleAmount: number | null;
  currencyCode: string;
  currency: StoreCurrency | null;
}

/** The first element of a variant's prices; a variant without one costs 0 in the default currency. */
export function variantPrice(variant: Pick<StoreVariant, "prices">): VariantPrice {
  const price: StorePrice | undefined = variant.prices[0];
  return {
    amount: price?.amount ?? 0,
    saleAmount: price?.sale_amount ?? null,
    currencyCode: (price?.currency_code ?? DEFAULT_CURRENCY_CODE).toLowerCase(),
    currency: price?.currency ?? null,
  };
}

/** What a unit costs: the sale price when there is one. */
export function payableAmount(price: VariantPrice): number {
  return price.saleAmount ?? price.amount;
}

/** The price to show on a product's card and page, picked by its `site_product_selection`. */
export function shownVariant<V extends Pick<StoreVariant, "prices">>(
  product: Pick<StoreProductFields, "site_product_selection"> & { variants: V[] },
): V | undefined {
  const selection = product.site_product_selection ?? null;
  const lowestFirst = selection === null || selection === "lowest_price_first";
  if (!lowestFirst) return product.variants[0];
  let lowest: V | undefined;
  for (const variant of product.variants) {
    if (
      lowest === undefined ||
      payableAmount(variantPrice(variant)) < payableAmount(variantPrice(lowest))
    )
      lowest = variant;
  }
  return lowest;
}

/** A price ready to print: the current one, and the regular one struck through when on sale. */
export interface DisplayPrice {
  current: string;
  /** The regular price when a sale price is shown, else null. */
  original: string | null;
  /** What it was printed from (`priceKey`): a page tells a changed price without printing it. */
  key?: string;
}

/** What a price prints from, as a short string (it is in the page): same key, same text. */
export const priceKey = ({ amount, saleAmount, currencyCode, currency }: VariantPrice) =>
  [amount, saleAmount, currency?.template, currency?.symbol, currency?.code ?? currencyCode].join(
    " ",
  );

export function displayPrice(price: VariantPrice): DisplayPrice {
  const format = (cents: number) => formatPrice(cents, price.currency, price.currencyCode);
  const key = priceKey(price);
  return price.saleAmount === null
    ? { current: format(price.amount), original: null, key }
    : { current: format(price.saleAmount), original: format(price.amount), key };
}
