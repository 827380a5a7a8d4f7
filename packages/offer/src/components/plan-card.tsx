import type { OfferMoney, OfferPlanCopy } from "@agencia/content/offers";
import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { Card, CardDescription, CardTitle } from "@agencia/ui/card";
import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";

export interface PlanCardProps {
  plan: OfferPlanCopy;
  realValueLabel: string;
  realValue: OfferMoney;
  /** Where the card's button goes: the purchase form. */
  href: string;
  className?: string;
}

/** One plan of an offer page: name, audience, price against the real value, savings, features. */
export function PlanCard({ plan, realValueLabel, realValue, href, className }: PlanCardProps) {
  const featured = Boolean(plan.ribbon);
  return (
    <Card
      data-plan={plan.id}
      className={cn(
        "relative gap-5 p-7",
        featured && "border-brand-500 shadow-elevated border-2 lg:-my-3 lg:py-10",
        className,
      )}
    >
      {plan.ribbon ? (
        <Badge
          variant="highlight"
          className="shadow-card absolute -top-3.5 left-1/2 -translate-x-1/2"
        >
          <Icon name="Star" className="size-3.5" />
          {plan.ribbon}
        </Badge>
      ) : null}
      <div className="flex flex-col gap-2">
        <CardTitle className="text-2xl font-bold">{plan.name}</CardTitle>
        <CardDescription>{plan.audience}</CardDescription>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-muted-foreground text-sm">
          {realValueLabel}: <s>{realValue.display}</s>
        </p>
        <p className="flex flex-wrap items-center gap-3">
          <span className="text-4xl font-extrabold tracking-tight tabular-nums">
            {plan.price.display}
          </span>
          <Badge variant="accent" className="text-sm">
            {plan.savingsBadge}
          </Badge>
        </p>
      </div>
      <p className="text-muted-foreground text-sm leading-relaxed">{plan.description}</p>
      <ul className="flex flex-1 flex-col gap-2.5">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-sm">
            <Icon name="CircleCheck" className="text-success mt-px" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" variant={featured ? "primary" : "secondary"} className="w-full">
        <a href={href}>{plan.buttonLabel}</a>
      </Button>
    </Card>
  );
}
