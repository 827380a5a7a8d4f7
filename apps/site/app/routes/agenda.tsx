import { agendaHero, consultationIncludes } from "@agencia/content/agenda";
import { sitePages } from "@agencia/content/site-pages";
import { AgendaForm } from "@agencia/leads/agenda-form";
import { Badge } from "@agencia/ui/badge";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import { siteMeta } from "../lib/seo";
import { IconListItem } from "../components/pages/icon-list-item";

export const meta = () => siteMeta(sitePages.agenda);

export default function Agenda() {
  return (
    <>
      <PageHero title={agendaHero.title} subtitle={agendaHero.subtitle} />

      <Section>
        <div className="grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <div className="border-border bg-card shadow-card rounded-3xl border p-6 sm:p-10">
            <AgendaForm id="agenda" />
          </div>
          <aside aria-labelledby="incluye" className="flex flex-col gap-6">
            <h2 id="incluye" className="text-2xl font-bold tracking-tight">
              {consultationIncludes.title}
            </h2>
            <ul className="flex flex-wrap gap-2" aria-label="En resumen">
              {consultationIncludes.highlights.map((highlight) => (
                <li key={highlight}>
                  <Badge>{highlight}</Badge>
                </li>
              ))}
            </ul>
            <ul className="flex flex-col gap-4">
              {consultationIncludes.items.map((item) => (
                <IconListItem key={item.text} icon={item.icon}>
                  <p className="self-center text-sm leading-relaxed">{item.text}</p>
                </IconListItem>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
    </>
  );
}
