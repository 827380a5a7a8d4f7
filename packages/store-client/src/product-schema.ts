import { payableAmount, variantPrice } from "./price";
import { unitsInStock } from "./stock";
import type { StoreProductPage } from "./types";

/** The words of an HTML description, for plain-text fields (JSON-LD, the meta description). */
export function descriptionText(html: string | null): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Schema.org Product for a product page's JSON-LD: one Offer per variant. */
export function productSchema(
  product: Pick<
    StoreProductPage,
    "title" | "description" | "subtitle" | "type" | "variants" | "purchasable"
  >,
  { url, brandName, images }: { url: string; brandName: string; images: readonly string[] },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#producto`,
    name: product.title,
    description: descriptionText(product.description) || product.subtitle || undefined,
    image: images.length > 0 ? [...images] : undefined,
    url,
    brand: { "@type": "Brand", name: brandName },
    category: product.type?.value,
    offers: product.variants.map((variant) => {
      const price = variantPrice(variant);
      const units = unitsInStock(variant);
      return {
        "@type": "Offer",
        name: variant.title,
        sku: variant.sku ?? undefined,
        price: (payableAmount(price) / 100).toFixed(2),
        priceCurrency: price.currencyCode.toUpperCase(),
        availability:
          !product.purchasable || units === 0
            ? "https://schema.org/OutOfStock"
            : "https://schema.org/InStock",
        url,
      };
    }),
  };
}
