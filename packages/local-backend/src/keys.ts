/**
 * The Supabase CLI's well-known local credentials. They are public by design: use them only on
 * a laptop, in tests and in CI. `keys.test.ts` proves both JWT keys verify (HS256) against the
 * secret and carry the payloads below.
 */
export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

/** Payload `{"iss":"supabase-demo","role":"anon","exp":1983812996}`. */
export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** Payload `{"iss":"supabase-demo","role":"service_role","exp":1983812996}`. */
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

/**
 * The CLI's local publishable key, the kind new projects get in place of the anon key: not a
 * JWT; the gateway lets it in as `anon`.
 */
export const PUBLISHABLE_KEY = "sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH";

/** The CLI's local secret key, in place of the service_role key: the gateway maps it to `service_role`. */
export const SECRET_KEY = "sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz";
