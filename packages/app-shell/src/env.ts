/**
 * The settings both apps read from `VITE_*` variables at build time, with the documented defaults
 * (README, "Configuration"). Each app's `app/env.ts` adds its own settings to these; the static
 * build reads the same variables from `process.env` for the Content-Security-Policy.
 */
export type EnvVars = Readonly<Record<string, string | undefined>>;

/** Where the local backend (Supabase and the storefront API's stand-in) listens by default. */
export const LOCAL_BACKEND_URL = "http://localhost:54321";

/** The Supabase CLI's demo anon key, which the local backend accepts (public by design). */
const DEMO_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** A comma-separated variable as a list (blank items dropped), or the fallback when it lists nothing. */
export function listVar(value: string | undefined, fallback: readonly string[]): string[] {
  const items = value
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  return items?.length ? items : [...fallback];
}

/** The settings both apps share; `contact` gives the default WhatsApp numbers. */
export function sharedEnv(vars: EnvVars, contact: { readonly whatsapp: readonly string[] }) {
  return {
    brandName: vars.VITE_BRAND_NAME || "Impulso IA",
    siteUrl: vars.VITE_SITE_URL || "http://localhost:3000",
    offersUrl: vars.VITE_OFFERS_URL || "http://localhost:3001",
    supabaseUrl: vars.VITE_SUPABASE_URL || LOCAL_BACKEND_URL,
    /** The public anon key (safe in the browser by design); default: the local backend's demo key. */
    supabaseAnonKey: vars.VITE_SUPABASE_ANON_KEY || DEMO_ANON_KEY,
    gaId: vars.VITE_GA_ID || undefined,
    whatsappNumbers: listVar(vars.VITE_WHATSAPP_NUMBERS, contact.whatsapp),
  };
}
