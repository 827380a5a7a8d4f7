import { offersPages } from "@agencia/content/offers-pages";
import { OfferPage } from "../components/offer/offer-page";
import { offerHydration, offerProductSchema } from "../lib/offer";
import { offersMeta } from "../lib/seo";

export const handle = offerHydration;

export const meta = () =>
  offersMeta({ ...offersPages.ofertaAgenteWhatsappLatam, jsonLd: [offerProductSchema("latam")] });

/** /oferta-agente-whatsapp-latam: Latin America, prices in USD, neutral Spanish. */
export default function OfertaAgenteWhatsappLatam() {
  return <OfferPage market="latam" />;
}
