import { promotionClockScript } from "../promotion-clock";

/** The promotion clock script (../promotion-clock.ts): right after the offer page's banner. */
export function PromotionClock({ end }: { end: number }) {
  return <script dangerouslySetInnerHTML={{ __html: promotionClockScript(end) }} />;
}
