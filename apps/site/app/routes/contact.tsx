import {
  contactActionCards,
  contactFaq,
  contactFaqTitle,
  contactForm,
  contactHero,
  contactInfo,
  contactWhatsappMessage,
} from "@agencia/content/contact";
import { sitePages } from "@agencia/content/site-pages";
import { faqSchema } from "@agencia/content/structured-data";
import { ContactForm } from "@agencia/leads/contact-form";
import { Button } from "@agencia/ui/button";
import { Card, CardDescription, CardTitle } from "@agencia/ui/card";
import { Faq } from "@agencia/ui/faq";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { Section, SectionHeading } from "@agencia/ui/section";
import { ExternalLink } from "../components/external-link";
import { env } from "../env";
import { chatLink, whatsappLines } from "../lib/contact";
import { siteMeta } from "../lib/seo";
import { IconListItem } from "../components/pages/icon-list-item";

export const meta = () => siteMeta({ ...sitePages.contact, jsonLd: [faqSchema(contactFaq)] });

const FORM_ID = "formulario";

export default function Contact() {
  return (
    <>
      <PageHero title={contactHero.title} subtitle={contactHero.subtitle} />

      <Section className="pb-0 sm:pb-0 lg:pb-0">
        <ul className="grid gap-6 md:grid-cols-3">
          {contactActionCards.map((card) => (
            <li key={card.title}>
              <Card className="h-full">
                <span className="bg-brand-50 text-brand-700 flex size-12 items-center justify-center rounded-xl">
                  <Icon name={card.icon} className="size-6" />
                </span>
                <CardTitle as="h2">{card.title}</CardTitle>
                <CardDescription className="flex-1">{card.description}</CardDescription>
                <Button asChild variant={card.action === "whatsapp" ? "whatsapp" : "outline"}>
                  {card.action === "whatsapp" ? (
                    <ExternalLink href={chatLink(contactWhatsappMessage)}>
                      {card.buttonLabel}
                    </ExternalLink>
                  ) : (
                    <a href={`#${FORM_ID}`}>{card.buttonLabel}</a>
                  )}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section>
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div
            id={FORM_ID}
            className="border-border bg-card shadow-card scroll-mt-24 rounded-3xl border p-6 sm:p-10"
          >
            <SectionHeading
              align="left"
              title={contactForm.title}
              subtitle={contactForm.subtitle}
            />
            <div className="mt-8">
              <ContactForm id="contacto" />
            </div>
          </div>
          <aside aria-labelledby="info-contacto" className="flex flex-col gap-6">
            <SectionHeading
              id="info-contacto"
              align="left"
              title={contactInfo.title}
              subtitle={contactInfo.subtitle}
            />
            <ul className="flex flex-col gap-4">
              {contactInfo.items.map((item) => (
                <IconListItem key={item.title} icon={item.icon}>
                  <div className="flex flex-col gap-1">
                    <h3 className="font-semibold">{item.title}</h3>
                    <ContactValue type={item.type} />
                    <p className="text-muted-foreground text-sm">{item.description}</p>
                  </div>
                </IconListItem>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section tone="muted">
        <SectionHeading title={contactFaqTitle} />
        <Faq className="mt-10" items={contactFaq} />
      </Section>
    </>
  );
}

/** The configured value behind a contact-information item. */
function ContactValue({ type }: { type: "email" | "whatsapp" | "text" }) {
  if (type === "email") {
    return (
      <a href={`mailto:${env.contactEmail}`} className="text-primary font-medium hover:underline">
        {env.contactEmail}
      </a>
    );
  }
  if (type === "whatsapp") {
    return (
      <span className="flex flex-col">
        {whatsappLines().map((line) => (
          <ExternalLink
            key={line.href}
            href={line.href}
            className="text-primary font-medium hover:underline"
          >
            {line.label}
          </ExternalLink>
        ))}
      </span>
    );
  }
  return null;
}
