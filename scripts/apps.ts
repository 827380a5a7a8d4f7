// The two apps as the deploy and preflight scripts see them: where each lives and what its
// production build refuses (each app's app/settings.ts).
import { resolve } from "node:path";
import { offersProduction } from "../apps/offers/app/settings";
import { siteProduction } from "../apps/site/app/settings";

export const apps = {
  site: {
    label: "el sitio",
    dir: resolve(import.meta.dirname, "../apps/site"),
    entries: siteProduction,
    origin: "VITE_SITE_URL",
  },
  offers: {
    label: "la app de ofertas",
    dir: resolve(import.meta.dirname, "../apps/offers"),
    entries: offersProduction,
    origin: "VITE_OFFERS_URL",
  },
} as const;

export type AppName = keyof typeof apps;
