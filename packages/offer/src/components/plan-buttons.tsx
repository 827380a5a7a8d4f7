import type { OfferPlanId, OfferPurchaseForm } from "@agencia/content/offers";
import { Button } from "@agencia/ui/button";
import type { MouseEvent } from "react";
import { PLAN_IDS, type Plan } from "../plans";

/**
 * The purchase form's buy buttons, one per plan, each with its price under it: the one clicked
 * submits the form and decides the plan. While the form is shown as sending (`showSending`) they
 * are disabled and say `processingLabel`.
 */
export function PlanButtons({
  copy,
  plans,
  onBuy,
}: {
  copy: OfferPurchaseForm;
  plans: Record<OfferPlanId, Plan>;
  /** A buy button's click; the button's `value` is its plan. */
  onBuy: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-2 font-semibold">{copy.planChoice.title}</legend>
      <p className="text-muted-foreground text-sm">{copy.planChoice.text}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {PLAN_IDS.map((planId) => (
          <div key={planId} className="flex flex-col gap-1.5">
            <Button
              type="submit"
              size="lg"
              variant={planId === "full_service" ? "primary" : "secondary"}
              className="w-full"
              data-busy-label={copy.processingLabel}
              name="plan"
              value={planId}
              data-plan={planId}
              onClick={onBuy}
            >
              <span>{copy.planChoice.buttonLabels[planId]}</span>
            </Button>
            <p className="text-muted-foreground text-center text-xs">
              {plans[planId].name}: {plans[planId].priceLabel}
            </p>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
