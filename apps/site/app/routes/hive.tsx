import type { RouteHandle } from "@agencia/app-shell/hydration";
import { HIVE_SCROLL_OFFSET_PX, hivePage as page } from "@agencia/content/hive";
import { sitePages } from "@agencia/content/site-pages";
import { HiveForm } from "@agencia/leads/hive-form";
import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { Card, CardDescription, CardTitle } from "@agencia/ui/card";
import { FeatureGrid } from "@agencia/ui/feature-grid";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { Section, SectionHeading, TextBlock } from "@agencia/ui/section";
import { StatCounter } from "@agencia/ui/stat-counter";
import { ScrollLink } from "@agencia/ui/scroll-link";
import { siteMeta } from "../lib/seo";

export const handle: RouteHandle = { pageName: sitePages.hive.title };

export const meta = () => siteMeta(sitePages.hive);

const FORM_ID = "formulario";
const FEATURES_ID = "caracteristicas";
/**
 * The in-page targets stop 80 px below the top, clear of the fixed navbar (spec 001 §9). The
 * page already keeps the navbar's height clear (`scroll-padding-top` on html); the margin adds
 * the rest.
 */
const scrollMargin = {
  scrollMarginTop: `calc(${HIVE_SCROLL_OFFSET_PX}px - var(--spacing-navbar))`,
};

export default function HivePage() {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="inverse">{page.hero.eyebrow}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        actions={
          <>
            <Button asChild size="lg">
              <ScrollLink targetId={FORM_ID}>{page.hero.primaryLabel}</ScrollLink>
            </Button>
            <Button asChild size="lg" variant="ghostInverse">
              <ScrollLink targetId={FEATURES_ID}>
                {page.hero.secondaryLabel}
                <Icon name="ChevronDown" />
              </ScrollLink>
            </Button>
          </>
        }
      />

      <Section id={FEATURES_ID} style={scrollMargin} aria-labelledby="caracteristicas-titulo">
        <SectionHeading
          id="caracteristicas-titulo"
          title={page.sections.features.title}
          subtitle={page.sections.features.subtitle}
        />
        <FeatureGrid className="mt-12" items={page.features} />
      </Section>

      <Section tone="ink" aria-labelledby="resultados">
        <SectionHeading id="resultados" inverse title={page.results.title} />
        <div className="mt-12 grid grid-cols-2 gap-8 lg:grid-cols-4">
          {page.results.items.map((item) => (
            <StatCounter
              key={item.label}
              inverse
              value={item.value}
              suffix={item.suffix}
              label={item.label}
            />
          ))}
        </div>
      </Section>

      <Section aria-labelledby="varroa">
        <div className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr] lg:gap-16">
          <TextBlock id="varroa" title={page.varroa.title} paragraphs={page.varroa.paragraphs} />
          <div className="from-highlight-400/25 to-accent-300/20 flex flex-col gap-6 rounded-3xl bg-gradient-to-br p-6 sm:p-8">
            <p className="text-ink flex items-center gap-3 text-5xl font-extrabold tracking-tight">
              <Icon name="Thermometer" className="text-destructive size-10" />
              <span aria-hidden="true">~40&nbsp;°C</span>
              <span className="sr-only">Alrededor de 40 °C</span>
            </p>
            <ul className="flex flex-col gap-3">
              {page.varroa.bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3">
                  <Icon name="CircleCheck" className="text-success mt-0.5 size-5 shrink-0" />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="por-que">
        <SectionHeading id="por-que" title={page.whyUs.title} />
        <FeatureGrid className="mt-12" columns={4} items={page.whyUs.items} />
      </Section>

      <Section aria-labelledby="premios">
        <SectionHeading id="premios" title={page.sections.awards.title} />
        <ul className="mx-auto mt-12 grid max-w-4xl gap-6 sm:grid-cols-2">
          {page.awards.map((award) => (
            <li key={award.year}>
              <Card className="h-full items-start">
                <div className="flex items-center gap-3">
                  <span className="bg-highlight-400/30 text-ink flex size-12 items-center justify-center rounded-xl">
                    <Icon name="Trophy" className="size-6" />
                  </span>
                  <span className="text-brand-700 text-3xl font-extrabold tabular-nums">
                    {award.year}
                  </span>
                </div>
                <CardTitle>{award.title}</CardTitle>
                <CardDescription>{award.description}</CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="brand" aria-labelledby="formulario-titulo">
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
          <SectionHeading
            id="formulario-titulo"
            align="left"
            inverse
            title={page.form.title}
            subtitle={page.form.subtitle}
          />
          <div
            id={FORM_ID}
            style={scrollMargin}
            className="bg-card text-foreground shadow-elevated rounded-3xl p-6 sm:p-8"
          >
            <HiveForm />
          </div>
        </div>
      </Section>
    </>
  );
}
