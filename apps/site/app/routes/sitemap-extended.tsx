import { extendedSiteMapGroups, extendedSiteMapHero } from "@agencia/content/site-map-extended";
import { sitePages } from "@agencia/content/site-pages";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import { SiteMapGroups } from "../components/site-map-groups";
import { env } from "../env";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.sitemapExtended);

const groups = extendedSiteMapGroups(env.offersUrl);

/** The internal site map (noindex): main navigation, services, store, landing pages, legal. */
export default function SitemapExtended() {
  return (
    <>
      <PageHero title={extendedSiteMapHero.title} subtitle={extendedSiteMapHero.subtitle} />
      <Section>
        <SiteMapGroups groups={groups} idPrefix="mapa-extendido" />
      </Section>
    </>
  );
}
