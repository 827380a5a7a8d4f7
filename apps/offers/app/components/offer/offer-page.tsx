import {
  offerPages,
  socialProof,
  socialProofTemplate,
  type OfferMarket,
} from "@agencia/content/offers";
import { useCountdown } from "@agencia/offer";
import { CountdownBanner } from "@agencia/offer/countdown-banner";
import { LivePromotionHydration } from "@agencia/offer/live-promotion-hydration";
import { SocialProofPopup } from "@agencia/offer/social-proof-popup";
import { env } from "../../env";
import { offerPlans, promoEnd } from "../../lib/offer";
import { OfferPurchase } from "./offer-purchase";
import {
  OfferBusinessTypes,
  OfferClosing,
  OfferDemo,
  OfferHero,
  OfferMaintenance,
  OfferPlans,
  OfferProcess,
  OfferTestimonials,
} from "./offer-sections";

/** The popup keeps to the page's beat: its first message 8 s after the page opened. */
const sincePageOpened = () => performance.now();

/** A WhatsApp-agent offer page, its sections in the spec's order (spec 001 §2). */
export function OfferPage({ market }: { market: OfferMarket }) {
  const page = offerPages[market];
  const left = useCountdown(promoEnd);
  return (
    <>
      <LivePromotionHydration end={promoEnd} />
      <CountdownBanner left={left} copy={page.banner} />
      <OfferHero copy={page.hero} />
      <OfferPlans copy={page.plans} />
      <OfferProcess copy={page.process} />
      <OfferBusinessTypes copy={page.businessTypes} />
      <OfferTestimonials copy={page.testimonials} />
      <OfferPurchase page={page} plans={offerPlans(market)} left={left} />
      <OfferDemo copy={page.demo} siteUrl={env.siteUrl} />
      <OfferClosing copy={page.closing} />
      <OfferMaintenance copy={page.maintenance} />
      <SocialProofPopup
        messages={socialProof[market]}
        template={socialProofTemplate[market]}
        sinceOpened={sincePageOpened}
      />
    </>
  );
}
