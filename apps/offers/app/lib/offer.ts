import type { OfferMarket } from "@agencia/content/offers";
import { offerPages } from "@agencia/content/offers";
import { absoluteUrl } from "@agencia/content/seo";
import { parseEnd, plansFor, productSchema } from "@agencia/offer";
import { env } from "../env";

/** The promotion end from configuration, as a timestamp. */
export const promoEnd = parseEnd(env.promoEnd);

export const offerPlans = (market: OfferMarket) => plansFor(market, env.paymentLinks);

/** The offer page's Product JSON-LD: the WhatsApp agent with both plans as offers. */
export function offerProductSchema(market: OfferMarket) {
  const page = offerPages[market];
  return productSchema({
    name: page.hero.eyebrow,
    description: page.seo.description,
    brandName: env.brandName,
    url: absoluteUrl(env.offersUrl, page.path),
    plans: offerPlans(market),
  });
}
