import { refuseUnsafeProduction } from "@agencia/app-shell/settings";
import { LOCAL_BACKEND_URL } from "@agencia/app-shell/env";
import { DEMO_STORE_ID, productLinkPath, storeProductPath } from "@agencia/content/store";
import { siteFilePaths, siteRoutePaths, siteShellPaths } from "@agencia/content/site-routes";
import type { Config } from "@react-router/dev/config";
import { buildCatalogue } from "./app/lib/build-catalogue.server";
import { siteProduction } from "./app/settings";

/** The store the build reads: the same variables and defaults as app/env.ts. */
const store = {
  baseUrl: process.env.VITE_STORE_API_URL || LOCAL_BACKEND_URL,
  storeId: process.env.VITE_STORE_ID || DEMO_STORE_ID,
};

/** Each product the store has now, at both of its paths (none when it cannot be read). */
async function productPaths(): Promise<string[]> {
  const catalogue = await buildCatalogue(store);
  return (catalogue?.products ?? []).flatMap(({ id }) => [
    storeProductPath(id),
    productLinkPath(id),
  ]);
}

// A production build (`PRODUCTION_BUILD=true`, the deploy commands) refuses placeholders, named.
refuseUnsafeProduction("site", siteProduction);

export default {
  appDirectory: "app",
  // The deploy check builds for production beside the build the e2e tests serve.
  buildDirectory: process.env.BUILD_DIRECTORY || "build",
  // Static hosting: every route is prerendered to HTML at build time (the RSS feed to its file;
  // each product of the store to its page, and its route to a shell the host serves for a product
  // added since), then hydrated.
  ssr: false,
  prerender: async () => [
    ...siteRoutePaths(),
    ...Object.values(siteShellPaths),
    ...(await productPaths()),
    ...siteFilePaths(),
  ],
} satisfies Config;
