/**
 * A small project that uses the published packages the way their READMEs show. The package
 * check (check-packages.mjs) type-checks it against the packed `.d.ts` files.
 */
import { services } from "@agencia/content/services";
import { offerPages } from "@agencia/content/offers";
import { LeadsProvider, type LeadsConfig } from "@agencia/leads";
import { ContactForm } from "@agencia/leads/contact-form";
import { plansFor, timeLeft, type PaymentLinks } from "@agencia/offer";
import { CountdownBanner } from "@agencia/offer/countdown-banner";
import { PlanCard } from "@agencia/offer/plan-card";
import { Button } from "@agencia/ui/button";
import { cn } from "@agencia/ui/cn";
import { Toaster } from "@agencia/ui/toaster";

const leads: LeadsConfig = {
  supabaseUrl: "https://example.supabase.co",
  supabaseAnonKey: "public-anon-key",
};

const links: PaymentLinks = {
  ARS: { diy: "https://pay.example.com/ars-diy", full_service: "https://pay.example.com/ars-full" },
  USD: { diy: "https://pay.example.com/usd-diy", full_service: "https://pay.example.com/usd-full" },
};

export function ContactPage({ now, end }: { now: number; end: number }) {
  const page = offerPages.ars;
  const plans = plansFor("ars", links);
  const first: string = services[0]?.title ?? "";
  return (
    <LeadsProvider config={leads}>
      <CountdownBanner left={timeLeft(now, end)} copy={page.banner} />
      <h1 className={cn("text-3xl", first && "font-bold")}>{first}</h1>
      <PlanCard
        plan={page.plans.full_service}
        realValueLabel={page.plans.realValueLabel}
        realValue={page.plans.realValue}
        href={plans.full_service.paymentLink}
      />
      <ContactForm id="contacto" />
      <Button variant="primary" size="lg">
        Agendá tu consulta
      </Button>
      <Toaster />
    </LeadsProvider>
  );
}
