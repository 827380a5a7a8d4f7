/**
 * The site's Worker. Cloudflare runs it only for the paths `run_worker_first` names in
 * wrangler.jsonc; the static assets answer every other path on their own.
 * - The offer pages and landings live on the offers app (`OFFERS_URL`): their paths here answer
 *   301 there, query kept, so no link or ad pointing at this origin is lost.
 * - A product page prerendered at build is served as its own file; a product path no file answers
 *   (a product added since the build) gets the shell beside it (`_shell`, see siteShellPaths) with
 *   status 200, which reads the id from the URL once hydrated.
 * `_redirects` can say neither: Cloudflare follows a rewrite even when a file matches, and refuses
 * a redirect to an `http://` origin, which a local run has.
 */
import { landingSlugs } from "@agencia/content/landings";
import { offerPages } from "@agencia/content/offers";

interface Env {
  ASSETS: { fetch(request: Request): Promise<Response> };
  /** The offers app's origin: VITE_OFFERS_URL of the build (`--var OFFERS_URL:…`). */
  OFFERS_URL: string;
}

/** The offers app's pages that a link or an ad may still point at on this site's origin. */
export const offersAppPaths = [
  offerPages.ars.path,
  offerPages.latam.path,
  ...landingSlugs.map((slug) => `/${slug}`),
];

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/(.)\/$/, "$1");
    if (offersAppPaths.includes(path)) {
      return Response.redirect(new URL(`${path}${url.search}`, env.OFFERS_URL).href, 301);
    }
    const page = await env.ASSETS.fetch(request);
    if (page.status !== 404) return page;
    const shell = await env.ASSETS.fetch(new Request(new URL("_shell", url), request));
    return shell.status === 200 ? shell : page;
  },
};
