import { siteMapGroups, siteMapHero } from "@agencia/content/site-map";
import { sitePages } from "@agencia/content/site-pages";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import { SiteMapGroups } from "../components/site-map-groups";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.siteMap);

export default function SiteMap() {
  return (
    <>
      <PageHero title={siteMapHero.title} subtitle={siteMapHero.subtitle} />
      <Section>
        <SiteMapGroups groups={siteMapGroups} idPrefix="mapa" />
      </Section>
    </>
  );
}
