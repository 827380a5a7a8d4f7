import { siteFilePaths, siteRoutePaths, siteShellPaths } from "@agencia/content/site-routes";
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Static hosting: every route is prerendered to HTML at build time (the RSS feed to its file,
  // the product pages to a shell the host serves for every id), then hydrated.
  ssr: false,
  prerender: () => [...siteRoutePaths(), ...Object.values(siteShellPaths), ...siteFilePaths()],
} satisfies Config;
