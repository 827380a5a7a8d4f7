import { pageMeta, type PageSeo } from "@agencia/content/seo";
import { env } from "../env";

/** The head of a page of the offers app: pass it to a route's `meta` export. */
export function offersMeta(page: PageSeo) {
  return pageMeta(page, {
    origin: env.offersUrl,
    brandName: env.brandName,
  });
}
