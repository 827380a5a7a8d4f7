import { OFFERS_URL } from "./urls";

export const ARS_OFFER_URL = `${OFFERS_URL}/oferta_agente_whatsapp`;
export const LATAM_OFFER_URL = `${OFFERS_URL}/oferta-agente-whatsapp-latam`;

/** The spec's promotion end (the build's default): 2025-08-31 23:59:59, Argentina time. */
export const PROMO_END = new Date("2025-08-31T23:59:59-03:00").getTime();
