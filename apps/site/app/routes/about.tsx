import {
  aboutHero,
  companyValues,
  mission,
  stats,
  team,
  timeline,
  timelineTitle,
} from "@agencia/content/about";
import { sitePages } from "@agencia/content/site-pages";
import { FeatureGrid } from "@agencia/ui/feature-grid";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { Section, SectionHeading, TextBlock } from "@agencia/ui/section";
import { StatsBand } from "../components/pages/stats-band";
import { Timeline } from "../components/pages/timeline";
import { organizationPageMeta } from "../lib/seo";

export const meta = () => organizationPageMeta(sitePages.about);

export default function About() {
  return (
    <>
      <PageHero title={aboutHero.title} subtitle={aboutHero.subtitle} />
      <StatsBand stats={stats} label="Nuestros números" />

      <Section>
        <div className="grid gap-12 lg:grid-cols-2">
          <TextBlock title={mission.title} paragraphs={mission.paragraphs} />
          <div className="bg-ink flex flex-col gap-5 rounded-3xl p-8 text-white sm:p-10">
            <span className="text-accent-300 flex size-12 items-center justify-center rounded-xl bg-white/10">
              <Icon name="Users" className="size-6" />
            </span>
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{team.title}</h2>
            <p className="leading-relaxed text-white/80">{team.text}</p>
          </div>
        </div>
      </Section>

      <Section tone="muted">
        <SectionHeading title={companyValues.title} />
        <FeatureGrid className="mt-12" columns={4} items={companyValues.items} />
      </Section>

      <Section>
        <SectionHeading title={timelineTitle} />
        <Timeline entries={timeline} />
      </Section>
    </>
  );
}
