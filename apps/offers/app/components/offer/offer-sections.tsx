import type { OfferPageCopy } from "@agencia/content/offers";
import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { CallToAction } from "@agencia/ui/call-to-action";
import { Card } from "@agencia/ui/card";
import { FeatureGrid } from "@agencia/ui/feature-grid";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { ProcessSteps } from "@agencia/ui/process-steps";
import { Section, SectionHeading } from "@agencia/ui/section";
import { PlanCard } from "@agencia/offer/plan-card";

/** The purchase section's anchor: every call to action of the page scrolls there. */
export const PURCHASE_ANCHOR = "comprar";
const toPurchase = `#${PURCHASE_ANCHOR}`;

export function OfferHero({ copy }: { copy: OfferPageCopy["hero"] }) {
  return (
    <PageHero
      className="pt-14 sm:pt-20 lg:pt-24"
      eyebrow={
        <Badge variant="inverse">
          <Icon name="Bot" className="size-3.5" />
          {copy.eyebrow}
        </Badge>
      }
      title={copy.title}
      subtitle={copy.subtitle}
      actions={
        <Button asChild size="lg">
          <a href={toPurchase}>
            {copy.ctaLabel}
            <Icon name="MousePointerClick" />
          </a>
        </Button>
      }
    />
  );
}

export function OfferPlans({ copy }: { copy: OfferPageCopy["plans"] }) {
  return (
    <Section aria-labelledby="planes">
      <SectionHeading id="planes" title={copy.title} subtitle={copy.subtitle} />
      <div className="mx-auto mt-12 grid max-w-4xl items-stretch gap-8 md:grid-cols-2 md:gap-6">
        {([copy.diy, copy.full_service] as const).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            realValueLabel={copy.realValueLabel}
            realValue={copy.realValue}
            href={toPurchase}
          />
        ))}
      </div>
      <p className="text-muted-foreground mt-8 text-center text-sm">{copy.priceNote}</p>
    </Section>
  );
}

export function OfferProcess({ copy }: { copy: OfferPageCopy["process"] }) {
  return (
    <Section tone="muted" aria-labelledby="proceso">
      <SectionHeading id="proceso" title={copy.title} />
      <ProcessSteps steps={copy.steps} className="mt-12 lg:grid-cols-3" />
    </Section>
  );
}

export function OfferBusinessTypes({ copy }: { copy: OfferPageCopy["businessTypes"] }) {
  return (
    <Section aria-labelledby="rubros">
      <SectionHeading id="rubros" title={copy.title} subtitle={copy.subtitle} />
      <FeatureGrid
        className="mt-12"
        items={copy.items.map(({ title, useCase, icon }) => ({
          title,
          description: useCase,
          icon,
        }))}
      />
    </Section>
  );
}

export function OfferTestimonials({ copy }: { copy: OfferPageCopy["testimonials"] }) {
  return (
    <Section tone="muted" aria-labelledby="testimonios">
      <SectionHeading id="testimonios" title={copy.title} subtitle={copy.subtitle} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.name} data-sample={item.sample || undefined}>
            <Card className="h-full">
              <figure className="flex h-full flex-col gap-4">
                <div className="flex items-center justify-between gap-3">
                  <span className="text-highlight-500 flex gap-0.5" aria-hidden="true">
                    {[1, 2, 3, 4, 5].map((star) => (
                      <Icon key={star} name="Star" className="size-4 fill-current" />
                    ))}
                  </span>
                  {item.sample ? <Badge variant="outline">{copy.sampleLabel}</Badge> : null}
                </div>
                <blockquote className="flex-1 leading-relaxed text-pretty">
                  “{item.quote}”
                </blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-muted-foreground block">
                    {item.business} · {item.city}
                  </span>
                </figcaption>
              </figure>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function OfferDemo({ copy, siteUrl }: { copy: OfferPageCopy["demo"]; siteUrl: string }) {
  return (
    <Section aria-labelledby="demo">
      <div className="border-brand-100 bg-brand-50 mx-auto flex max-w-3xl flex-col items-center gap-6 rounded-3xl border px-6 py-12 text-center sm:px-12">
        <span className="bg-brand-600 flex size-14 items-center justify-center rounded-2xl text-white">
          <Icon name="MessagesSquare" className="size-7" />
        </span>
        <SectionHeading id="demo" title={copy.title} subtitle={copy.text} />
        <Button asChild size="lg" variant="secondary">
          <a href={`${siteUrl}${copy.path}`} target="_blank" rel="noopener noreferrer">
            {copy.buttonLabel}
            <Icon name="Send" />
          </a>
        </Button>
      </div>
    </Section>
  );
}

export function OfferClosing({ copy }: { copy: OfferPageCopy["closing"] }) {
  return (
    <CallToAction
      title={copy.title}
      text={copy.text}
      actions={
        <Button asChild size="lg" variant="inverse">
          <a href={toPurchase}>{copy.buttonLabel}</a>
        </Button>
      }
    />
  );
}

export function OfferMaintenance({ copy }: { copy: OfferPageCopy["maintenance"] }) {
  return (
    <footer
      aria-labelledby="mantenimiento"
      className="bg-ink text-ink-foreground px-4 py-14 sm:px-6 lg:px-8"
    >
      <div className="max-w-page mx-auto grid gap-8 md:grid-cols-[1fr_1.2fr] md:items-start">
        <div className="flex flex-col gap-3">
          <h2 id="mantenimiento" className="flex items-center gap-2 text-2xl font-bold">
            <Icon name="Server" className="text-accent-300" />
            {copy.title}
          </h2>
          <p className="leading-relaxed text-white/75">{copy.text}</p>
          <p className="text-sm leading-relaxed text-white/75">{copy.upgradeNote}</p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {copy.items.map((item) => (
            <li
              key={item}
              className="rounded-card flex gap-2.5 bg-white/5 p-4 text-sm ring-1 ring-white/10"
            >
              <Icon name="CircleCheck" className="text-accent-300" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
