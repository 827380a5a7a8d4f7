import type { OfferPageCopy } from "@agencia/content/offers";
import type { Plan, TimeLeft } from "@agencia/offer";
import { isOver } from "@agencia/offer";
import { CountdownUnits } from "@agencia/offer/countdown-units";
import { PurchaseForm } from "@agencia/offer/purchase-form";
import type { OfferPlanId } from "@agencia/content/offers";
import { Card } from "@agencia/ui/card";
import { Icon } from "@agencia/ui/icon";
import { Section, SectionHeading } from "@agencia/ui/section";
import { PURCHASE_ANCHOR } from "./offer-sections";

/** The purchase section: the countdown while the promotion runs, then the form. */
export function OfferPurchase({
  page,
  plans,
  left,
}: {
  page: OfferPageCopy;
  plans: Record<OfferPlanId, Plan>;
  left: TimeLeft | null;
}) {
  const running = left !== null && !isOver(left);
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
      {running ? (
        <div
          role="timer"
          className="mt-8 flex flex-col items-center gap-3"
          data-slot="purchase-countdown"
        >
          <p className="text-sm font-semibold text-white/85">{page.banner.runningLabel}</p>
          <CountdownUnits left={left} units={page.banner.units} size="lg" />
        </div>
      ) : null}
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
