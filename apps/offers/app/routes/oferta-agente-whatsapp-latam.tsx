import { offersPages } from "@agencia/content/offers-pages";
import type { RouteHandle } from "@agencia/ui/hydration";
import { OfferPage } from "../components/offer/offer-page";
import { offerProductSchema } from "../lib/offer";
import { offersMeta } from "../lib/seo";

/** The countdown ticks and the social-proof popup runs from the start: JavaScript at load. */
export const handle: RouteHandle = { hydration: "load" };

export const meta = () =>
  offersMeta({ ...offersPages.ofertaAgenteWhatsappLatam, jsonLd: [offerProductSchema("latam")] });

/** /oferta-agente-whatsapp-latam: Latin America, prices in USD, neutral Spanish. */
export default function OfertaAgenteWhatsappLatam() {
  return <OfferPage market="latam" />;
}
