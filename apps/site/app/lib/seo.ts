import { pageMeta, type PageSeo } from "@agencia/content/seo";
import { organizationSchema } from "@agencia/content/structured-data";
import { env } from "../env";
import { primaryWhatsapp } from "./contact";

/** The head of a page of this site: pass it to a route's `meta` export. */
export function siteMeta(page: PageSeo) {
  return pageMeta(page, {
    origin: env.siteUrl,
    brandName: env.brandName,
  });
}

/** The head of a page that speaks for the agency itself (home, about): its Organization schema. */
export function organizationPageMeta(page: PageSeo) {
  return siteMeta({
    ...page,
    jsonLd: [
      organizationSchema({
        origin: env.siteUrl,
        brandName: env.brandName,
        email: env.contactEmail,
        telephone: `+${primaryWhatsapp}`,
        description: page.description,
      }),
    ],
  });
}
