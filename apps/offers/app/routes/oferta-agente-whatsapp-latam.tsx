import type { RouteHandle } from "@agencia/app-shell/hydration";
import { offersPages } from "@agencia/content/offers-pages";
import { OfferPage } from "../components/offer/offer-page";
import { offerHydration, offerProductSchema, promotionAtBuild } from "../lib/offer";
import type { Route } from "./+types/oferta-agente-whatsapp-latam";
import { offersMeta } from "../lib/seo";

export const handle: RouteHandle = {
  ...offerHydration,
  pageName: offersPages.ofertaAgenteWhatsappLatam.title,
};

// Runs at build time only: the promotion as it stood when the page was built.
export const loader = () => ({ promotion: promotionAtBuild() });

export const meta = () =>
  offersMeta({ ...offersPages.ofertaAgenteWhatsappLatam, jsonLd: [offerProductSchema("latam")] });

/** /oferta-agente-whatsapp-latam: Latin America, prices in USD, neutral Spanish. */
export default function OfertaAgenteWhatsappLatam({ loaderData }: Route.ComponentProps) {
  return <OfferPage market="latam" promotionAtBuild={loaderData.promotion} />;
}
