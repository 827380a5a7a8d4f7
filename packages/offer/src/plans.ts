import {
  offerPages,
  type OfferCurrency,
  type OfferMarket,
  type OfferPlanId,
  type OfferPlanName,
} from "@agencia/content/offers";

/** The external payment link of each plan, per currency (configuration, never hard-coded). */
export type PaymentLinks = Record<OfferCurrency, Record<OfferPlanId, string>>;

/** ARS plans are paid once; USD plans are a recurring payment (spec 001 §4). */
export type Billing = "one-off" | "recurring";

export interface Plan {
  id: OfferPlanId;
  name: OfferPlanName;
  currency: OfferCurrency;
  amount: number;
  /** The price with its currency, as the lead's mensaje names it: 'ARS 45.000', 'USD 35'. */
  priceLabel: string;
  paymentLink: string;
  billing: Billing;
}

export const PLAN_IDS = ["diy", "full_service"] as const satisfies readonly OfferPlanId[];

export const currencyOf: Record<OfferMarket, OfferCurrency> = { ars: "ARS", latam: "USD" };

const billingOf: Record<OfferCurrency, Billing> = { ARS: "one-off", USD: "recurring" };

const amountFormat = new Intl.NumberFormat("es-AR", { maximumFractionDigits: 2 });

export function priceLabel(amount: number, currency: OfferCurrency): string {
  return `${currency} ${amountFormat.format(amount)}`;
}

/** The two plans of a market's page, with prices from the content and links from configuration. */
export function plansFor(market: OfferMarket, links: PaymentLinks): Record<OfferPlanId, Plan> {
  const currency = currencyOf[market];
  const copy = offerPages[market].plans;
  const plan = (id: OfferPlanId): Plan => ({
    id,
    name: copy[id].name,
    currency,
    amount: copy[id].price.amount,
    priceLabel: priceLabel(copy[id].price.amount, currency),
    paymentLink: links[currency][id],
    billing: billingOf[currency],
  });
  return { diy: plan("diy"), full_service: plan("full_service") };
}
