import type { RouteHandle } from "@agencia/app-shell/hydration";
import {
  getLanding,
  type Landing,
  landingSectionHeadings as headings,
} from "@agencia/content/landings";
import { LeadForm } from "@agencia/leads/lead-form";
import { BrandMark } from "@agencia/ui/brand-mark";
import { Button } from "@agencia/ui/button";
import { CallToAction } from "@agencia/ui/call-to-action";
import { FeatureGrid } from "@agencia/ui/feature-grid";
import { Icon } from "@agencia/ui/icon";
import { ScrollLink } from "@agencia/ui/scroll-link";
import { Section, SectionHeading, TextBlock } from "@agencia/ui/section";
import { data } from "react-router";
import { env } from "../env";
import { offersMeta } from "../lib/seo";
import type { Route } from "./+types/landing";

const FORM_ID = "formulario";

/** Runs at build time only: each landing's HTML carries its own copy, never all seven. */
export function loader({ request }: Route.LoaderArgs) {
  const landing = getLanding(new URL(request.url).pathname);
  if (!landing) throw data(null, { status: 404 });
  return landing;
}

/** The landing's name (its title) for the chat link. */
export const handle: RouteHandle = {
  pageName: (landing) => (landing as Landing).seo.title,
};

export const meta = ({ loaderData: landing }: Route.MetaArgs) =>
  landing ? offersMeta({ path: landing.path, ...landing.seo }) : [];

/** A pain-point landing for paid traffic: no navbar, the lead form beside the promise. */
export default function Landing({ loaderData: landing }: Route.ComponentProps) {
  return (
    <>
      <section className="bg-ink relative isolate overflow-hidden px-4 pt-6 pb-14 text-white sm:px-6 lg:px-8 lg:pt-8 lg:pb-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,var(--color-brand-600),transparent_60%),radial-gradient(40rem_30rem_at_0%_110%,var(--color-accent-700),transparent_60%)] opacity-80"
        />
        <div className="max-w-page mx-auto">
          <p className="flex items-center gap-2 text-base font-bold">
            <BrandMark className="size-7" />
            {env.brandName}
          </p>
          <div className="mt-6 grid gap-6 lg:mt-12 lg:grid-cols-[1.1fr_0.9fr] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-6">
            <div className="flex flex-col gap-3 lg:col-start-1 lg:row-start-1 lg:gap-5">
              <p className="text-accent-300 text-sm font-semibold sm:text-base">
                {landing.hero.eyebrow}
              </p>
              <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                {landing.hero.title}
              </h1>
            </div>
            <div
              id={FORM_ID}
              className="bg-card text-foreground shadow-elevated scroll-mt-4 rounded-3xl p-5 sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
            >
              <h2 className="text-xl font-bold">{landing.form.title}</h2>
              <p className="text-muted-foreground mt-1 text-sm">{landing.form.subtitle}</p>
              <LeadForm
                className="mt-5"
                id="consulta"
                origen={landing.origen}
                copy={landing.form}
              />
            </div>
            <div className="flex flex-col gap-6 lg:col-start-1 lg:row-start-2">
              <p className="text-lg leading-relaxed text-pretty text-white/80 sm:text-xl">
                {landing.hero.subtitle}
              </p>
              <ul className="flex flex-col gap-3">
                {landing.hero.bullets.map((bullet) => (
                  <li key={bullet} className="flex gap-3 font-medium">
                    <Icon name="CircleCheck" className="text-accent-300 mt-0.5 size-5 shrink-0" />
                    {bullet}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <Section aria-labelledby="solucion">
        <div className="grid items-start gap-10 lg:grid-cols-[1.2fr_1fr] lg:gap-16">
          <TextBlock
            id="solucion"
            eyebrow={headings.solution.eyebrow}
            title={landing.solution.title}
            paragraphs={landing.solution.paragraphs}
          />
          {landing.solution.steps?.length ? (
            <ol className="bg-muted flex flex-col gap-4 rounded-3xl p-6 sm:p-8">
              {landing.solution.steps.map((step, index) => (
                <li key={step} className="flex items-start gap-4">
                  <span className="bg-brand-600 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <span className="pt-1 font-medium">{step}</span>
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      </Section>

      <Section tone="muted" aria-labelledby="beneficios">
        <SectionHeading id="beneficios" {...headings.benefits} />
        <FeatureGrid className="mt-12" items={landing.benefits} />
      </Section>

      <CallToAction
        title={landing.closing.title}
        text={landing.closing.text}
        actions={
          <Button asChild size="lg" variant="inverse">
            <ScrollLink targetId={FORM_ID}>{landing.closing.buttonLabel}</ScrollLink>
          </Button>
        }
      />
    </>
  );
}
