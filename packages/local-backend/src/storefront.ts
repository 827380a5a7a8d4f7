import { Hono } from "hono";
import { Faults } from "./admin/faults";
import { Catalogues } from "./store/catalogues";
import { CheckoutSessions } from "./store/checkout";
import { createMediaService } from "./store/media";
import { createStoreService } from "./store/service";

/**
 * The storefront stand-in without a server, database or port: a `fetch` that answers the
 * storefront API's calls and its images (`/store-media/…`) from the seeded catalogue, exactly as a
 * running local backend at the URL's origin would (absolute URLs in the answers use that origin).
 * The site's build reads the demo catalogue through it (apps/site/react-router.config.ts), so a
 * build needs no backend running.
 */
export function storefrontFetch(): typeof fetch {
  const app = new Hono();
  const store = createStoreService({
    faults: new Faults(),
    sessions: new CheckoutSessions(),
    catalogues: new Catalogues(),
  });
  for (const service of [store, createMediaService()]) app.route(service.prefix, service.app);
  return async (input, init) => app.fetch(new Request(input, init));
}
