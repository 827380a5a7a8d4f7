import { sitePages } from "@agencia/content/site-pages";
import {
  tizianaAgendaLink,
  tizianaChannels,
  tizianaFeatures,
  tizianaFeaturesTitle,
  tizianaHero,
} from "@agencia/content/tiziana";
import { Badge } from "@agencia/ui/badge";
import { FeatureGrid } from "@agencia/ui/feature-grid";
import { PageHero } from "@agencia/ui/page-hero";
import { Section, SectionHeading } from "@agencia/ui/section";
import { ChatPreview } from "../components/home/chat-preview";
import { DemoChatButtons } from "../components/home/demo-chat-buttons";
import { siteMeta } from "../lib/seo";
import { ClosingCallToAction } from "../components/pages/closing-call-to-action";

export const meta = () => siteMeta(sitePages.tiziana);

export default function Tiziana() {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="inverse">{tizianaHero.badge}</Badge>}
        title={tizianaHero.title}
        subtitle={tizianaHero.subtitle}
        actions={<DemoChatButtons copy={tizianaChannels} telegramVariant="ghostInverse" />}
        aside={<ChatPreview />}
      />

      <Section>
        <SectionHeading title={tizianaFeaturesTitle} />
        <FeatureGrid className="mt-12" items={tizianaFeatures} />
      </Section>

      <Section tone="ink">
        <div className="flex flex-col items-center gap-6 text-center">
          <SectionHeading inverse title={tizianaChannels.title} subtitle={tizianaChannels.text} />
          <div className="flex flex-wrap justify-center gap-3">
            <DemoChatButtons copy={tizianaChannels} telegramVariant="ghostInverse" />
          </div>
        </div>
      </Section>

      <ClosingCallToAction copy={tizianaAgendaLink} />
    </>
  );
}
