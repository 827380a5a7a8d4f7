import { siteFilePaths, siteRoutePaths } from "@agencia/content/site-routes";
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Static hosting: every route is prerendered to HTML at build time (the RSS feed to its file),
  // then hydrated.
  ssr: false,
  prerender: () => [...siteRoutePaths(), ...siteFilePaths()],
} satisfies Config;
