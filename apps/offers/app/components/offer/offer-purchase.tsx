import type { OfferPageCopy } from "@agencia/content/offers";
import type { Countdown, Plan } from "@agencia/offer";
import { isOver } from "@agencia/offer";
import { CountdownUnits } from "@agencia/offer/countdown-units";
import { PurchaseForm } from "@agencia/offer/purchase-form";
import type { OfferPlanId } from "@agencia/content/offers";
import { Card } from "@agencia/ui/card";
import { Icon } from "@agencia/ui/icon";
import { Section, SectionHeading } from "@agencia/ui/section";
import { PURCHASE_ANCHOR } from "./offer-sections";

/**
 * The purchase section: the countdown while the promotion runs (after the end it shows nothing;
 * `data-when`, for the promotion clock script too), then the form.
 */
export function OfferPurchase({
  page,
  plans,
  countdown: { left, live },
}: {
  page: OfferPageCopy;
  plans: Record<OfferPlanId, Plan>;
  countdown: Countdown;
}) {
  return (
    <Section
      id={PURCHASE_ANCHOR}
      tone="brand"
      aria-labelledby="comprar-titulo"
      className="scroll-mt-4"
    >
      <SectionHeading
        id="comprar-titulo"
        inverse
        title={page.purchaseForm.title}
        subtitle={page.purchaseForm.subtitle}
      />
      <div
        role="timer"
        data-slot="purchase-countdown"
        data-countdown
        data-state={isOver(left) ? "over" : "running"}
        data-when="running"
        hidden={isOver(left)}
        data-live={live || undefined}
        className="mt-8 flex flex-col items-center gap-3"
      >
        <p className="text-sm font-semibold text-white/85">{page.banner.runningLabel}</p>
        <CountdownUnits left={left} units={page.banner.units} size="lg" />
      </div>
      <Card className="text-foreground mx-auto mt-10 max-w-3xl p-6 sm:p-8">
        <PurchaseForm market={page.market} copy={page.purchaseForm} plans={plans} />
        <p className="border-border text-muted-foreground flex items-center gap-2 border-t pt-4 text-sm">
          <Icon name="Clock" className="text-brand-600" />
          {page.contactPromise}
        </p>
      </Card>
    </Section>
  );
}
