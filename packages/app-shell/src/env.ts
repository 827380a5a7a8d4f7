/// <reference types="vite/client" />

// The settings both apps read from `VITE_*` variables, with the README's documented defaults.
export const LOCAL_BACKEND_URL = "http://localhost:54321";
export const LOCAL_SITE_URL = "http://localhost:3000";
export const LOCAL_OFFERS_URL = "http://localhost:3001";

/** The Supabase CLI's demo anon key, which the local backend accepts (public by design). */
export const DEMO_ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

export function listVar(value: string | undefined, fallback: readonly string[]): string[] {
  const items = (value ?? "").split(",").flatMap((item) => item.trim() || []);
  return items.length > 0 ? items : [...fallback];
}

/** Each variable is read as `import.meta.env.VITE_…`, which Vite replaces at build time. */
export function sharedEnv(contact: { readonly whatsapp: readonly string[] }) {
  return {
    brandName: import.meta.env.VITE_BRAND_NAME || "Impulso IA",
    siteUrl: import.meta.env.VITE_SITE_URL || LOCAL_SITE_URL,
    offersUrl: import.meta.env.VITE_OFFERS_URL || LOCAL_OFFERS_URL,
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL || LOCAL_BACKEND_URL,
    supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || DEMO_ANON_KEY,
    gaId: import.meta.env.VITE_GA_ID || undefined,
    gtmId: import.meta.env.VITE_GTM_ID || undefined,
    consentRequired: import.meta.env.VITE_CONSENT === "required",
    whatsappNumbers: listVar(import.meta.env.VITE_WHATSAPP_NUMBERS, contact.whatsapp),
  };
}
