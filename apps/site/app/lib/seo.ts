import { pageMeta, type PageSeo } from "@agencia/content/seo";
import { env } from "../env";

/** The head of a page of this site: pass it to a route's `meta` export. */
export function siteMeta(page: PageSeo) {
  return pageMeta(page, {
    origin: env.siteUrl,
    brandName: env.brandName,
  });
}
