import type { OfferPlanId } from "@agencia/content/offers";
import type { Plan } from "./plans";

export interface ProductSchemaInput {
  name: string;
  description: string;
  brandName: string;
  /** Absolute URL of the offer page. */
  url: string;
  plans: Record<OfferPlanId, Plan>;
}

/** Schema.org Product with one Offer per plan, for the page's JSON-LD. */
export function productSchema({ name, description, brandName, url, plans }: ProductSchemaInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    brand: { "@type": "Brand", name: brandName },
    url,
    offers: Object.values(plans).map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      price: String(plan.amount),
      priceCurrency: plan.currency,
      availability: "https://schema.org/InStock",
      url: `${url}#comprar`,
    })),
  };
}
