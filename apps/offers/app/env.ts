import { defaultContactPoints } from "@agencia/content/contact-points";

/**
 * The offers app's configuration: every value comes from a VITE_* variable at build time, with the
 * documented default (README, "Configuration"). Nothing else in the app reads import.meta.env.
 */
const vars = import.meta.env;

function list(value: string | undefined, fallback: readonly string[]): string[] {
  const items = value
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : [...fallback];
}

/** The spec's promotion end: 2025-08-31 23:59:59, Argentina time. */
export const DEFAULT_PROMO_END = "2025-08-31T23:59:59-03:00";

/**
 * Placeholder payment links on a reserved domain: a build without real links still works end to
 * end (and never charges anyone). ARS links are one-off payments, USD links recurring ones.
 */
const PLACEHOLDER_PAYMENT = "https://checkout.example.com";

export const env = {
  brandName: vars.VITE_BRAND_NAME || "Impulso IA",
  siteUrl: vars.VITE_SITE_URL || "http://localhost:3000",
  offersUrl: vars.VITE_OFFERS_URL || "http://localhost:3001",
  supabaseUrl: vars.VITE_SUPABASE_URL || "http://localhost:54321",
  /** The public anon key (safe in the browser by design); default: the local backend's demo key. */
  supabaseAnonKey:
    vars.VITE_SUPABASE_ANON_KEY ||
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0",
  gaId: vars.VITE_GA_ID || undefined,
  gtmId: vars.VITE_GTM_ID || undefined,
  /**
   * `VITE_CONSENT=required` shows the cookie banner and measures nothing before acceptance. Read
   * whole (not through `vars`) so Vite writes the answer and the banner's code leaves the bundle
   * of a build without it.
   */
  consentRequired: import.meta.env.VITE_CONSENT === "required",
  whatsappNumbers: list(vars.VITE_WHATSAPP_NUMBERS, defaultContactPoints.whatsapp),
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
