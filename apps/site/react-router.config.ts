import { sitePaths } from "@agencia/content/site-pages";
import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Static hosting: every route is prerendered to HTML at build time, then hydrated.
  ssr: false,
  prerender: () => sitePaths(),
} satisfies Config;
