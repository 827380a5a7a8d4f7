import { offersRoutePaths } from "@agencia/content/offers-routes";
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // `build:consent` builds a second variant beside the first (e2e's consent banner tests).
  buildDirectory: process.env.OFFERS_BUILD_DIRECTORY || "build",
  // Static hosting: every route is prerendered to HTML at build time, then hydrated.
  ssr: false,
  prerender: () => offersRoutePaths(),
} satisfies Config;
