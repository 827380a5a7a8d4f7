import type { RouteHandle } from "@agencia/app-shell/hydration";
import { offersPages } from "@agencia/content/offers-pages";
import { OfferPage } from "../components/offer/offer-page";
import { offerHydration, offerProductSchema, promotionAtBuild } from "../lib/offer";
import type { Route } from "./+types/oferta-agente-whatsapp";
import { offersMeta } from "../lib/seo";

export const handle: RouteHandle = {
  ...offerHydration,
  pageName: offersPages.ofertaAgenteWhatsapp.title,
};

// Runs at build time only: the promotion as it stood when the page was built.
export const loader = () => ({ promotion: promotionAtBuild() });

export const meta = () =>
  offersMeta({ ...offersPages.ofertaAgenteWhatsapp, jsonLd: [offerProductSchema("ars")] });

/** /oferta_agente_whatsapp: Argentina, prices in ARS, voseo. */
export default function OfertaAgenteWhatsapp({ loaderData }: Route.ComponentProps) {
  return <OfferPage market="ars" promotionAtBuild={loaderData.promotion} />;
}
