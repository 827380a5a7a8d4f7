import { siteMapGroups, siteMapHero } from "@agencia/content/site-map";
import { sitePages } from "@agencia/content/site-pages";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import { Link } from "react-router";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.siteMap);

export default function SiteMap() {
  return (
    <>
      <PageHero title={siteMapHero.title} subtitle={siteMapHero.subtitle} />
      <Section>
        <div className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {siteMapGroups.map((group, index) => (
            <nav
              key={group.title}
              aria-labelledby={`mapa-${index}`}
              className="flex flex-col gap-4 rounded-card border border-border bg-card p-6 shadow-card"
            >
              <h2 id={`mapa-${index}`} className="text-lg font-semibold">
                {group.title}
              </h2>
              <ul className="flex flex-col gap-2">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="group inline-flex items-start gap-2 text-sm text-muted-foreground hover:text-primary"
                    >
                      <Icon name="ChevronRight" className="mt-0.5 size-4 text-brand-500" />
                      <span className="group-hover:underline">{link.label}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </Section>
    </>
  );
}
