import { extendedSiteMapGroups, extendedSiteMapHero } from "@agencia/content/site-map-extended";
import { sitePages } from "@agencia/content/site-pages";
import { storeProductPath } from "@agencia/content/store";
import { SiteMapPage } from "../components/site-map-groups";
import { useLoaderData } from "react-router";
import { env } from "../env";
import { buildCatalogue } from "../lib/build-catalogue.server";
import { siteMeta } from "../lib/seo";
import { storeConfig } from "../lib/store";

export const meta = () => siteMeta(sitePages.sitemapExtended);

/** At build time: the store's group lists each product the build prerendered. */
export async function loader() {
  const catalogue = await buildCatalogue(storeConfig);
  const products = (catalogue?.products ?? []).map(({ id, title }) => ({
    href: storeProductPath(id),
    label: title,
  }));
  return {
    groups: extendedSiteMapGroups(env.offersUrl).map((group) =>
      group.title === "Tienda" ? { ...group, links: [...group.links, ...products] } : group,
    ),
  };
}

/** The internal site map (noindex): main navigation, services, store, landing pages, legal. */
export default function SitemapExtended() {
  const { groups } = useLoaderData<typeof loader>();
  return <SiteMapPage hero={extendedSiteMapHero} groups={groups} idPrefix="mapa-extendido" />;
}
