import type { SiteMapGroup } from "@agencia/content/site-map";
import type { PageHero as PageHeroCopy } from "@agencia/content/home";
import { Icon } from "@agencia/ui/icon";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import { Link } from "react-router";

const linkClass =
  "group inline-flex items-start gap-2 text-sm text-muted-foreground hover:text-primary";

/** A site map's groups as cards of links; absolute URLs (the offers app) are plain links. */
export function SiteMapGroups({
  groups,
  idPrefix,
}: {
  groups: readonly SiteMapGroup[];
  idPrefix: string;
}) {
  return (
    <div className="grid items-start gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {groups.map((group, index) => (
        <nav
          key={group.title}
          aria-labelledby={`${idPrefix}-${index}`}
          className="rounded-card border-border bg-card shadow-card flex flex-col gap-4 border p-6"
        >
          <h2 id={`${idPrefix}-${index}`} className="text-lg font-semibold">
            {group.title}
          </h2>
          <ul className="flex flex-col gap-2">
            {group.links.map((link) => {
              const content = (
                <>
                  <Icon name="ChevronRight" className="text-brand-500 mt-0.5 size-4" />
                  <span className="group-hover:underline">{link.label}</span>
                </>
              );
              return (
                <li key={`${link.href} ${link.label}`}>
                  {/^https?:/.test(link.href) ? (
                    <a href={link.href} className={linkClass}>
                      {content}
                    </a>
                  ) : (
                    <Link to={link.href} className={linkClass}>
                      {content}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      ))}
    </div>
  );
}

/** A site map page: its hero, then its groups. */
export function SiteMapPage({
  hero,
  groups,
  idPrefix,
}: {
  hero: PageHeroCopy;
  groups: readonly SiteMapGroup[];
  idPrefix: string;
}) {
  return (
    <>
      <PageHero title={hero.title} subtitle={hero.subtitle} />
      <Section>
        <SiteMapGroups groups={groups} idPrefix={idPrefix} />
      </Section>
    </>
  );
}
