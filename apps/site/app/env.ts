import { LOCAL_BACKEND_URL, sharedEnv } from "@agencia/app-shell/env";
import { defaultContactPoints } from "@agencia/content/contact-points";
import { DEMO_STORE_ID } from "@agencia/content/store";

/**
 * The site's configuration: every value comes from a VITE_* variable at build time, with the
 * documented default (README, "Configuration"); the settings both apps share come from
 * `@agencia/app-shell/env`. Nothing else in the app reads import.meta.env.
 */
const vars = import.meta.env;

export const env = {
  ...sharedEnv(defaultContactPoints),
  /** The storefront API (the local backend's stand-in by default) and the store it reads. */
  storeApiUrl: vars.VITE_STORE_API_URL || LOCAL_BACKEND_URL,
  storeId: vars.VITE_STORE_ID || DEMO_STORE_ID,
  contactEmail: vars.VITE_CONTACT_EMAIL || defaultContactPoints.email,
  telegramBot: vars.VITE_TELEGRAM_BOT || defaultContactPoints.telegramBot,
} as const;
