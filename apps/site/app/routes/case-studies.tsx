import { caseStudies, caseStudiesCta, caseStudiesHero, stats } from "@agencia/content/case-studies";
import { sitePages } from "@agencia/content/site-pages";
import { Section } from "@agencia/ui/section";
import { PageHero } from "@agencia/ui/page-hero";
import { CaseStudyCard } from "../components/pages/case-study-card";
import { StatsBand } from "../components/pages/stats-band";
import { siteMeta } from "../lib/seo";
import { ClosingCallToAction } from "../components/pages/closing-call-to-action";

export const meta = () => siteMeta(sitePages.caseStudies);

export default function CaseStudies() {
  return (
    <>
      <PageHero title={caseStudiesHero.title} subtitle={caseStudiesHero.subtitle} />
      <StatsBand stats={stats} label="Resultados en números" />

      <Section aria-label="Casos de éxito por industria">
        <p className="text-muted-foreground mb-10 text-center text-sm">
          {caseStudiesHero.confidentialityNote}
        </p>
        <div className="flex flex-col gap-10">
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} />
          ))}
        </div>
      </Section>

      <ClosingCallToAction copy={caseStudiesCta} />
    </>
  );
}
