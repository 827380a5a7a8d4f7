import type { RouteHandle } from "@agencia/app-shell/hydration";
import type { OfferMarket } from "@agencia/content/offers";
import { offersPages } from "@agencia/content/offers-pages";
import { data } from "react-router";
import { OfferPage } from "../components/offer/offer-page";
import { offerHydration, offerProductSchema, promotionAtBuild } from "../lib/offer";
import { offersMeta } from "../lib/seo";
import type { Route } from "./+types/offer";

/**
 * The two offer pages, one per market: /oferta_agente_whatsapp (Argentina, prices in ARS, voseo)
 * and /oferta-agente-whatsapp-latam (Latin America, prices in USD, neutral Spanish).
 */
const pages = {
  ars: offersPages.ofertaAgenteWhatsapp,
  latam: offersPages.ofertaAgenteWhatsappLatam,
} satisfies Record<OfferMarket, unknown>;

const markets = Object.keys(pages) as OfferMarket[];

/** Runs at build time only: the page's market, and the promotion as it stood at the build. */
export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const market = markets.find((candidate) => pages[candidate].path === path);
  if (!market) throw data(null, { status: 404 });
  return { market, promotion: promotionAtBuild() };
}

export const handle: RouteHandle = {
  ...offerHydration,
  pageName: (loaderData) => pages[(loaderData as { market: OfferMarket }).market].title,
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? offersMeta({
        ...pages[loaderData.market],
        jsonLd: [offerProductSchema(loaderData.market)],
      })
    : [];

export default function Offer({ loaderData }: Route.ComponentProps) {
  return <OfferPage market={loaderData.market} promotionAtBuild={loaderData.promotion} />;
}
