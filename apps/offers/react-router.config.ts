import { refuseUnsafeProduction } from "@agencia/app-shell/settings";
import { offersRoutePaths } from "@agencia/content/offers-routes";
import type { Config } from "@react-router/dev/config";
import { offersProduction } from "./app/settings";

// A production build (`PRODUCTION_BUILD=true`, the deploy commands) refuses placeholders, named.
refuseUnsafeProduction("offers", offersProduction);

export default {
  appDirectory: "app",
  // `build:consent` builds a second variant beside the first (e2e's consent banner tests), and
  // the deploy check its production build.
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  // Static hosting: every route is prerendered to HTML at build time, then hydrated.
  ssr: false,
  prerender: () => offersRoutePaths(),
} satisfies Config;
