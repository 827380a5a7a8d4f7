import { offersRoutePaths } from "@agencia/content/offers-routes";
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Static hosting: every route is prerendered to HTML at build time, then hydrated.
  ssr: false,
  prerender: () => offersRoutePaths(),
} satisfies Config;
