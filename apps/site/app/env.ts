import { defaultContactPoints } from "@agencia/content/contact-points";
import { DEMO_STORE_ID } from "@agencia/content/store";

/**
 * The site's configuration: every value comes from a VITE_* variable at build time, with the
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

export const env = {
  brandName: vars.VITE_BRAND_NAME || "Impulso IA",
  siteUrl: vars.VITE_SITE_URL || "http://localhost:3000",
  offersUrl: vars.VITE_OFFERS_URL || "http://localhost:3001",
  supabaseUrl: vars.VITE_SUPABASE_URL || "http://localhost:54321",
  /** The public anon key (safe in the browser by design); default: the local backend's demo key. */
  supabaseAnonKey:
    vars.VITE_SUPABASE_ANON_KEY ||
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0",
  /** The storefront API (the local backend's stand-in by default) and the store it reads. */
  storeApiUrl: vars.VITE_STORE_API_URL || "http://localhost:54321",
  storeId: vars.VITE_STORE_ID || DEMO_STORE_ID,
  gaId: vars.VITE_GA_ID || undefined,
  gtmId: vars.VITE_GTM_ID || undefined,
  /**
   * `VITE_CONSENT=required` shows the cookie banner and measures nothing before acceptance. Read
   * whole (not through `vars`) so Vite writes the answer and the banner's code leaves the bundle
   * of a build without it.
   */
  consentRequired: import.meta.env.VITE_CONSENT === "required",
  contactEmail: vars.VITE_CONTACT_EMAIL || defaultContactPoints.email,
  whatsappNumbers: list(vars.VITE_WHATSAPP_NUMBERS, defaultContactPoints.whatsapp),
  telegramBot: vars.VITE_TELEGRAM_BOT || defaultContactPoints.telegramBot,
} as const;
