import type { RouteHandle } from "@agencia/app-shell/hydration";
import {
  getServicePage,
  type ServicePage,
  serviceSectionHeadings as headings,
} from "@agencia/content/service-pages";
import { faqSchema, serviceSchema } from "@agencia/content/structured-data";
import { LeadForm } from "@agencia/leads/lead-form";
import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { Card, CardDescription, CardTitle } from "@agencia/ui/card";
import { Faq } from "@agencia/ui/faq";
import { FeatureGrid } from "@agencia/ui/feature-grid";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { ProcessSteps } from "@agencia/ui/process-steps";
import { Section, SectionHeading, TextBlock } from "@agencia/ui/section";
import { data } from "react-router";
import { ScrollLink } from "@agencia/ui/scroll-link";
import { env } from "../env";
import { siteMeta } from "../lib/seo";
import { slugOf } from "../lib/slug";
import type { Route } from "./+types/service-page";

const FORM_ID = "formulario";

/** Runs at build time only: the browser gets one page's copy, never all six. */
export function loader({ request }: Route.LoaderArgs) {
  const page = getServicePage(slugOf(request));
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** The service page's name (its title) for the chat link. */
export const handle: RouteHandle = {
  pageName: (page) => (page as ServicePage).seo.title,
};

export const meta = ({ loaderData: page }: Route.MetaArgs) => {
  if (!page) return [];
  return siteMeta({
    path: page.path,
    ...page.seo,
    jsonLd: [
      serviceSchema({
        origin: env.siteUrl,
        brandName: env.brandName,
        path: page.path,
        name: page.title,
        description: page.seo.description,
      }),
      ...(page.faq?.length ? [faqSchema(page.faq)] : []),
    ],
  });
};

export default function ServicePage({ loaderData: page }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="inverse">{page.hero.eyebrow}</Badge>}
        title={page.hero.title}
        subtitle={page.hero.subtitle}
        actions={
          <Button asChild size="lg">
            <ScrollLink targetId={FORM_ID}>
              {page.hero.ctaLabel}
              <Icon name="ArrowRight" />
            </ScrollLink>
          </Button>
        }
      />

      <Section aria-labelledby="dolores">
        <SectionHeading
          id="dolores"
          title={page.painPoints.title}
          subtitle={page.painPoints.intro}
        />
        <ul
          className={
            page.painPoints.items.length === 4
              ? "mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
              : "mt-12 grid gap-6 sm:grid-cols-3"
          }
        >
          {page.painPoints.items.map((item) => (
            <li key={item.title}>
              <Card className="border-destructive/15 h-full">
                <span className="bg-destructive/10 text-destructive flex size-11 items-center justify-center rounded-xl">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <CardTitle>{item.title}</CardTitle>
                <CardDescription>{item.description}</CardDescription>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" aria-labelledby="solucion">
        <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <TextBlock
            id="solucion"
            eyebrow="La solución"
            title={page.solution.title}
            paragraphs={page.solution.paragraphs}
          />
          <ul className="bg-card shadow-card flex flex-col gap-4 rounded-3xl p-6 sm:p-8">
            {page.solution.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <Icon name="CircleCheck" className="text-success mt-0.5 size-5 shrink-0" />
                <span className="font-medium">{highlight}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section aria-labelledby="beneficios">
        <SectionHeading id="beneficios" {...headings.benefits} />
        <FeatureGrid className="mt-12" columns={4} items={page.benefits} />
      </Section>

      <Section tone="muted" aria-labelledby="proyectos">
        <SectionHeading id="proyectos" {...headings.projectTypes} />
        <FeatureGrid className="mt-12" items={page.projectTypes} />
      </Section>

      <Section aria-labelledby="proceso">
        <SectionHeading id="proceso" {...headings.process} />
        <ProcessSteps className="mt-12" steps={page.process} />
      </Section>

      {page.faq?.length ? (
        <Section tone="muted" aria-labelledby="preguntas">
          <SectionHeading id="preguntas" {...headings.faq} />
          <Faq className="mt-10" items={page.faq} />
        </Section>
      ) : null}

      <Section tone="brand" aria-labelledby="formulario-titulo">
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
          <SectionHeading
            id="formulario-titulo"
            align="left"
            inverse
            title={page.form.title}
            subtitle={page.form.subtitle}
          />
          <div
            id={FORM_ID}
            className="bg-card text-foreground shadow-elevated scroll-mt-2 rounded-3xl p-6 sm:p-8"
          >
            <LeadForm id="consulta" origen={page.title} copy={page.form} />
          </div>
        </div>
      </Section>
    </>
  );
}
