import {
  offerPages,
  socialProof,
  socialProofTemplate,
  type OfferMarket,
} from "@agencia/content/offers";
import { useCountdown, type TimeLeft } from "@agencia/offer";
import { CountdownBanner } from "@agencia/offer/countdown-banner";
import { PromotionClock } from "@agencia/offer/promotion-clock";
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
export function OfferPage({
  market,
  promotionAtBuild,
}: {
  market: OfferMarket;
  /** The time left when the page was built (the route's loader). */
  promotionAtBuild: TimeLeft;
}) {
  const page = offerPages[market];
  const countdown = useCountdown(promoEnd, promotionAtBuild);
  return (
    <>
      <CountdownBanner left={countdown.left} live={countdown.live} copy={page.banner} />
      <PromotionClock end={promoEnd} />
      <OfferHero copy={page.hero} />
      <OfferPlans copy={page.plans} />
      <OfferProcess copy={page.process} />
      <OfferBusinessTypes copy={page.businessTypes} />
      <OfferTestimonials copy={page.testimonials} />
      <OfferPurchase page={page} plans={offerPlans(market)} countdown={countdown} />
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
