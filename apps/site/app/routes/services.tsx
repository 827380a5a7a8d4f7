import { processSteps, services, servicesPage as page } from "@agencia/content/services";
import { sitePages } from "@agencia/content/site-pages";
import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@agencia/ui/card";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { ProcessSteps } from "@agencia/ui/process-steps";
import { Section, SectionHeading } from "@agencia/ui/section";
import { Link } from "react-router";
import { siteMeta } from "../lib/seo";
import { ServiceIcon } from "../components/service-icon";
import { ClosingCallToAction } from "../components/pages/closing-call-to-action";

export const meta = () => siteMeta(sitePages.services);

export default function Services() {
  return (
    <>
      <PageHero title={page.heroTitle} subtitle={page.heroSubtitle} />

      <Section aria-label="Nuestros servicios">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.slug}>
              <Card className="h-full">
                <CardHeader>
                  <ServiceIcon icon={service.icon} />
                  <CardTitle as="h2" className="text-xl">
                    {service.title}
                  </CardTitle>
                  <CardDescription>{service.description}</CardDescription>
                </CardHeader>
                <ul className="flex flex-1 flex-col gap-2 text-sm">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Icon name="CircleCheck" className="text-brand-600 mt-0.5 size-4 shrink-0" />
                      <span>{feature}</span>
                    </li>
                  ))}
                </ul>
                <div className="border-border flex items-center justify-between border-t pt-4">
                  <span className="text-muted-foreground text-sm">Precio</span>
                  <Badge variant="outline">{service.price}</Badge>
                </div>
                <div className="flex flex-wrap gap-3">
                  <Button asChild className="flex-1">
                    <Link to={page.cardPrimaryHref}>
                      {page.cardPrimaryLabel}
                      <span className="sr-only"> sobre {service.title}</span>
                    </Link>
                  </Button>
                  <Button asChild variant="outline" className="flex-1">
                    <Link to={service.link}>
                      {page.cardSecondaryLabel}
                      <span className="sr-only"> sobre {service.title}</span>
                      <Icon name="ArrowRight" />
                    </Link>
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted">
        <SectionHeading title={page.processTitle} subtitle={page.processSubtitle} />
        <ProcessSteps className="mt-12" steps={processSteps} />
      </Section>

      <ClosingCallToAction copy={page.cta} />
    </>
  );
}
