import {
  partnerBenefits,
  partnerBenefitsTitle,
  partnersFaq,
  partnersFaqTitle,
  partnersHero,
} from "@agencia/content/partners";
import { sitePages } from "@agencia/content/site-pages";
import { faqSchema } from "@agencia/content/structured-data";
import { PartnerForm } from "@agencia/leads/partner-form";
import { Button } from "@agencia/ui/button";
import { Faq } from "@agencia/ui/faq";
import { FeatureGrid } from "@agencia/ui/feature-grid";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { Section, SectionHeading } from "@agencia/ui/section";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta({ ...sitePages.partners, jsonLd: [faqSchema(partnersFaq)] });

const FORM_ANCHOR = "postulacion";

export default function Partners() {
  return (
    <>
      <PageHero
        title={partnersHero.title}
        subtitle={partnersHero.subtitle}
        actions={
          <Button asChild size="lg">
            <a href={`#${FORM_ANCHOR}`}>
              {partnersHero.joinLabel}
              <Icon name="ArrowRight" />
            </a>
          </Button>
        }
      />

      <Section>
        <SectionHeading title={partnerBenefitsTitle} />
        <FeatureGrid className="mt-12" items={partnerBenefits} />
      </Section>

      <Section tone="muted">
        <SectionHeading title={partnersFaqTitle} />
        <Faq className="mt-10" items={partnersFaq} />
      </Section>

      <Section>
        <div
          id={FORM_ANCHOR}
          className="border-border bg-card shadow-card mx-auto max-w-3xl scroll-mt-24 rounded-3xl border p-6 sm:p-10"
        >
          <PartnerForm id="partners" />
        </div>
      </Section>
    </>
  );
}
