import { siteMapGroups, siteMapHero } from "@agencia/content/site-map";
import { sitePages } from "@agencia/content/site-pages";
import { SiteMapPage } from "../components/site-map-groups";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.siteMap);

export default function SiteMap() {
  return <SiteMapPage hero={siteMapHero} groups={siteMapGroups} idPrefix="mapa" />;
}
