import {
  demoAssistant,
  featuredServices,
  homeCta,
  homeHero,
  resultsBox,
  stats,
  whyChooseUs,
} from "@agencia/content/home";
import { services } from "@agencia/content/services";
import { sitePages } from "@agencia/content/site-pages";
import { Button } from "@agencia/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@agencia/ui/card";
import { FeatureGrid } from "@agencia/ui/feature-grid";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { Section, SectionHeading } from "@agencia/ui/section";
import { StatCounter } from "@agencia/ui/stat-counter";
import { Link } from "react-router";
import { ChatButton } from "../components/chat-button";
import { ChatPreview } from "../components/home/chat-preview";
import { DemoChatButtons } from "../components/home/demo-chat-buttons";
import { chatLink } from "../lib/contact";
import { organizationPageMeta } from "../lib/seo";
import { ServiceIcon } from "../components/service-icon";
import { ClosingCallToAction } from "../components/pages/closing-call-to-action";

export const meta = () => organizationPageMeta(sitePages.home);

export default function Home() {
  const featured = featuredServices.items.map((item) => ({
    ...item,
    service: services.find((service) => service.slug === item.slug)!,
  }));

  return (
    <>
      <PageHero
        size="home"
        eyebrow={
          <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
            <span className="bg-accent-400 size-2 rounded-full" aria-hidden="true" />
            IA y automatización para pymes
          </span>
        }
        title={homeHero.headline}
        subtitle={homeHero.subheadline}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={homeHero.primaryHref}>
                {homeHero.primaryLabel}
                <Icon name="ArrowRight" />
              </Link>
            </Button>
            <ChatButton
              href={chatLink(homeHero.whatsappMessage)}
              icon="MessageCircle"
              variant="ghostInverse"
            >
              {homeHero.secondaryLabel}
            </ChatButton>
          </>
        }
        aside={<ChatPreview />}
      />

      <section aria-label="Nuestros números" className="relative z-10 -mt-10 px-4 sm:px-6 lg:px-8">
        <div className="max-w-page shadow-elevated ring-border mx-auto grid grid-cols-2 gap-6 rounded-3xl bg-white p-6 ring-1 sm:p-10 lg:grid-cols-4">
          {stats.map((stat) => (
            <StatCounter key={stat.label} {...stat} />
          ))}
        </div>
      </section>

      <Section>
        <SectionHeading title={featuredServices.title} subtitle={featuredServices.subtitle} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featured.map(({ service, blurb }) => (
            <li key={service.slug}>
              <Card className="hover:shadow-elevated h-full transition-shadow">
                <CardHeader>
                  <ServiceIcon icon={service.icon} />
                  <CardTitle>{service.title}</CardTitle>
                  <CardDescription>{blurb}</CardDescription>
                </CardHeader>
                <Link
                  to={service.link}
                  className="text-primary mt-auto inline-flex items-center gap-1 text-sm font-semibold hover:underline"
                >
                  Ver más <span className="sr-only">sobre {service.title}</span>
                  <Icon name="ArrowRight" className="size-4" />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link to={featuredServices.allServicesHref}>{featuredServices.allServicesLabel}</Link>
          </Button>
        </div>
      </Section>

      <Section tone="muted">
        <SectionHeading title={whyChooseUs.title} subtitle={whyChooseUs.subtitle} />
        <FeatureGrid className="mt-12" items={whyChooseUs.benefits} />
        <div className="bg-ink mt-12 grid items-center gap-8 rounded-3xl p-8 text-white sm:p-12 lg:grid-cols-[1fr_auto_auto]">
          <div className="flex flex-col gap-3">
            <h3 className="text-2xl font-bold">{resultsBox.title}</h3>
            <p className="text-white/80">{resultsBox.context}</p>
          </div>
          {resultsBox.items.map((item) => (
            <StatCounter key={item.label} {...item} inverse className="lg:px-6" />
          ))}
        </div>
      </Section>

      <Section>
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div className="flex flex-col gap-6">
            <SectionHeading
              align="left"
              eyebrow="Demo en vivo"
              title={demoAssistant.title}
              subtitle={demoAssistant.text}
            />
            <div className="flex flex-wrap gap-3">
              <DemoChatButtons copy={demoAssistant} telegramVariant="outline" />
            </div>
            <Link
              to={demoAssistant.demoHref}
              className="text-primary inline-flex items-center gap-1 font-semibold hover:underline"
            >
              {demoAssistant.demoLinkLabel} <Icon name="ArrowRight" className="size-4" />
            </Link>
          </div>
          <ChatPreview />
        </div>
      </Section>

      <ClosingCallToAction copy={homeCta} />
    </>
  );
}
