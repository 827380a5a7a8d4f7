import { sharedEnv } from "@agencia/app-shell/env";
import { defaultContactPoints } from "@agencia/content/contact-points";

/**
 * The offers app's configuration: every value comes from a VITE_* variable at build time, with the
 * documented default (README, "Configuration"); the settings both apps share come from
 * `@agencia/app-shell/env`. Nothing else in the app reads import.meta.env.
 */
const vars = import.meta.env;

/** The spec's promotion end: 2025-08-31 23:59:59, Argentina time. */
export const DEFAULT_PROMO_END = "2025-08-31T23:59:59-03:00";

/**
 * Placeholder payment links on a reserved domain: a build without real links still works end to
 * end (and never charges anyone). ARS links are one-off payments, USD links recurring ones.
 */
const PLACEHOLDER_PAYMENT = "https://checkout.example.com";

export const env = {
  ...sharedEnv(defaultContactPoints),
  /** End of the offer pages' promotion, an ISO 8601 date with its offset. */
  promoEnd: vars.VITE_PROMO_END || DEFAULT_PROMO_END,
  /** External payment link per currency and plan (PaymentLinks of @agencia/offer). */
  paymentLinks: {
    ARS: {
      diy:
        vars.VITE_PAYMENT_LINK_ARS_DIY ||
        `${PLACEHOLDER_PAYMENT}/pay/agente-whatsapp-ars-autogestionable`,
      full_service:
        vars.VITE_PAYMENT_LINK_ARS_FULL ||
        `${PLACEHOLDER_PAYMENT}/pay/agente-whatsapp-ars-llave-en-mano`,
    },
    USD: {
      diy:
        vars.VITE_PAYMENT_LINK_USD_DIY ||
        `${PLACEHOLDER_PAYMENT}/subscribe/agente-whatsapp-usd-autogestionable`,
      full_service:
        vars.VITE_PAYMENT_LINK_USD_FULL ||
        `${PLACEHOLDER_PAYMENT}/subscribe/agente-whatsapp-usd-llave-en-mano`,
    },
  },
} as const;
