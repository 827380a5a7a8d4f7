import type { OfferMarket } from "@agencia/content/offers";
import { offerPages } from "@agencia/content/offers";
import { absoluteUrl } from "@agencia/content/seo";
import {
  parseEnd,
  plansFor,
  productSchema,
  SOCIAL_PROOF_INTERVAL_MS,
  timeLeft,
  type TimeLeft,
} from "@agencia/offer";
import type { RouteHandle } from "@agencia/app-shell/hydration";
import { env } from "../env";

/** The promotion end from configuration, as a timestamp. */
export const promoEnd = parseEnd(env.promoEnd);

/** The promotion's time left at this moment: at build time, what the prerendered pages say. */
export const promotionAtBuild = (): TimeLeft => timeLeft(Date.now(), promoEnd);

/**
 * When an offer page hydrates: on the first intent, and at the latest 3 s before the first
 * social-proof message is due (8 s after the page opened), time enough for a slow phone to start
 * React. The countdown does not wait for it: the page's promotion clock script ticks until then.
 */
export const offerHydration: RouteHandle = { hydrateBy: SOCIAL_PROOF_INTERVAL_MS - 3000 };

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
