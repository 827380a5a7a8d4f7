// Where the tests find the two apps and the backend. The defaults are the product's own ports;
// a second checkout can run its tests beside the first by building the apps with other
// VITE_SITE_URL / VITE_OFFERS_URL / VITE_SUPABASE_URL / VITE_STORE_API_URL and setting the same
// E2E_* variables.
export const SITE_URL = process.env.E2E_SITE_URL ?? "http://localhost:3000";
export const OFFERS_URL = process.env.E2E_OFFERS_URL ?? "http://localhost:3001";
/** The offers app built with `VITE_CONSENT=required` and a GA4 id (`build:consent`), two ports up. */
export const CONSENT_OFFERS_URL =
  process.env.E2E_CONSENT_OFFERS_URL ?? `http://localhost:${Number(new URL(OFFERS_URL).port) + 2}`;
export const BACKEND_URL = process.env.E2E_BACKEND_URL ?? "http://localhost:54321";
/** The storefront API; the local backend serves it too, so it follows BACKEND_URL by default. */
export const STORE_API_URL = process.env.E2E_STORE_API_URL ?? BACKEND_URL;

export const portOf = (url: string) => new URL(url).port;

/**
 * The local backend's mail catcher (Mailpit's API). Three ports above the backend by default, as
 * Supabase's 54324 is above its 54321, so each checkout's tests catch their own mail.
 */
export const MAIL_URL =
  process.env.E2E_MAIL_URL ?? `http://localhost:${Number(portOf(BACKEND_URL)) + 3}`;
