import { offersPages } from "@agencia/content/offers-pages";
import { OfferPage } from "../components/offer/offer-page";
import { offerHydration, offerProductSchema } from "../lib/offer";
import { offersMeta } from "../lib/seo";

export const handle = offerHydration;

export const meta = () =>
  offersMeta({ ...offersPages.ofertaAgenteWhatsapp, jsonLd: [offerProductSchema("ars")] });

/** /oferta_agente_whatsapp: Argentina, prices in ARS, voseo. */
export default function OfertaAgenteWhatsapp() {
  return <OfferPage market="ars" />;
}
