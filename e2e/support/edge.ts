// Serves a build as production does: through Cloudflare's own local runtime (`wrangler dev`,
// workerd), with the app's wrangler.jsonc, so its `_headers`, 404 pages, trailing-slash handling
// and the site's Worker answer as they do at the edge. One command for the tests and the benches.
import { resolve } from "node:path";
import { buildDir, type App } from "./built-pages";
import { OFFERS_URL, portOf } from "./urls";

const appDir = (app: App) => resolve(import.meta.dirname, "../../apps", app);

/**
 * The command that serves `app`'s build (or `assets`, another folder built from it) at `origin`.
 * The inspector gets a port of its own, so that several runtimes start side by side.
 */
export function edgeCommand(app: App, origin: string, assets = buildDir(app)): string {
  const port = Number(portOf(origin));
  return [
    "wrangler dev",
    `--config ${resolve(appDir(app), "wrangler.jsonc")}`,
    // wrangler.jsonc names the production build (what `pnpm deploy:*` uploads); this serves the
    // local one with the same configuration.
    `--assets ${resolve(assets)}`,
    `--port ${port} --inspector-port ${port + 6000}`,
    // The site's Worker sends the offer pages' paths to the offers app the build links to.
    ...(app === "site" ? [`--var OFFERS_URL:${OFFERS_URL}`] : []),
    "--show-interactive-dev-session=false --log-level warn",
  ].join(" ");
}
