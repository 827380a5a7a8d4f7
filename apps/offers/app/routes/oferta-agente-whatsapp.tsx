import { offersPages } from "@agencia/content/offers-pages";
import type { RouteHandle } from "@agencia/ui/hydration";
import { OfferPage } from "../components/offer/offer-page";
import { offerProductSchema } from "../lib/offer";
import { offersMeta } from "../lib/seo";

/** The countdown ticks and the social-proof popup runs from the start: JavaScript at load. */
export const handle: RouteHandle = { hydration: "load" };

export const meta = () =>
  offersMeta({ ...offersPages.ofertaAgenteWhatsapp, jsonLd: [offerProductSchema("ars")] });

/** /oferta_agente_whatsapp: Argentina, prices in ARS, voseo. */
export default function OfertaAgenteWhatsapp() {
  return <OfferPage market="ars" />;
}
