import { sitePages } from "@agencia/content/site-pages";
import {
  tizianaAgendaLink,
  tizianaChannels,
  tizianaFeatures,
  tizianaFeaturesTitle,
  tizianaHero,
} from "@agencia/content/tiziana";
import { telegramLink } from "@agencia/content/contact-points";
import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { FeatureGrid } from "@agencia/ui/feature-grid";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { Section, SectionHeading } from "@agencia/ui/section";
import { ExternalLink } from "../components/external-link";
import { ChatPreview } from "../components/home/chat-preview";
import { env } from "../env";
import { chatLink } from "../lib/contact";
import { siteMeta } from "../lib/seo";
import { ClosingCallToAction } from "../components/pages/closing-call-to-action";

export const meta = () => siteMeta(sitePages.tiziana);

function ChannelButtons() {
  return (
    <>
      <Button asChild size="lg" variant="whatsapp">
        <ExternalLink href={chatLink(tizianaChannels.whatsappMessage)}>
          <Icon name="MessageCircle" />
          {tizianaChannels.whatsappLabel}
        </ExternalLink>
      </Button>
      <Button asChild size="lg" variant="ghostInverse">
        <ExternalLink href={telegramLink(env.telegramBot)}>
          <Icon name="Send" />
          {tizianaChannels.telegramLabel}
        </ExternalLink>
      </Button>
    </>
  );
}

export default function Tiziana() {
  return (
    <>
      <PageHero
        eyebrow={<Badge variant="inverse">{tizianaHero.badge}</Badge>}
        title={tizianaHero.title}
        subtitle={tizianaHero.subtitle}
        actions={<ChannelButtons />}
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
            <ChannelButtons />
          </div>
        </div>
      </Section>

      <ClosingCallToAction copy={tizianaAgendaLink} />
    </>
  );
}
