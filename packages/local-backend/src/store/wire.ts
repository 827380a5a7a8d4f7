import { collections, currencies, STORE_ID, type SeedProduct, type SeedVariant } from "./catalogue";

/** The catalogue in the storefront API's JSON (shared/reference/storefront-api.md). */

/** Where the stand-in serves the catalogue's images (see media.ts). */
export const MEDIA_PREFIX = "/store-media";

export const mediaUrl = (origin: string, file: string) => `${origin}${MEDIA_PREFIX}/${file}`;

function optionValues(product: SeedProduct, variant: SeedVariant) {
  return Object.entries(variant.options ?? {}).map(([title, value]) => {
    const optionIndex = optionTitles(product).indexOf(title);
    return {
      id: `${variant.id}_opt${optionIndex}`,
      option_id: `${product.id}_opt${optionIndex}`,
      variant_id: variant.id,
      value,
    };
  });
}

function optionTitles(product: SeedProduct): string[] {
  return [...new Set(product.variants.flatMap((variant) => Object.keys(variant.options ?? {})))];
}

function wireVariant(product: SeedProduct, variant: SeedVariant, origin: string) {
  const currency = currencies[product.currency];
  return {
    id: variant.id,
    title: variant.title,
    image_url: variant.image ? mediaUrl(origin, variant.image) : null,
    sku: variant.sku,
    manage_inventory: variant.stock !== undefined,
    weight: variant.weight ?? null,
    options: optionValues(product, variant),
    // Untracked stock reads 0 on the wire: clients must look at manage_inventory first.
    inventory_quantity: variant.stock ?? 0,
    prices: [
      {
        amount: variant.price,
        sale_amount: variant.salePrice ?? null,
        currency_code: product.currency,
        currency: { ...currency },
      },
    ],
  };
}

function wireImages(product: SeedProduct, origin: string) {
  return product.images.map((file, index) => ({
    url: mediaUrl(origin, file),
    order: index,
    type: "image",
  }));
}

/** A product as the list call returns it; `order` is its place in the catalogue, from 1. */
export function wireListProduct(product: SeedProduct, origin: string, order: number) {
  return {
    id: product.id,
    title: product.title,
    subtitle: product.subtitle,
    ribbon_text: product.ribbon,
    description: product.description,
    thumbnail: product.images[0] ? mediaUrl(origin, product.images[0]) : null,
    purchasable: product.purchasable,
    order,
    site_product_selection: product.selection,
    images: wireImages(product, origin),
    options: optionTitles(product).map((title, index) => ({
      id: `${product.id}_opt${index}`,
      title,
      values: product.variants
        .flatMap((variant) => optionValues(product, variant))
        .filter((value) => value.option_id === `${product.id}_opt${index}`),
    })),
    variants: product.variants.map((variant) => wireVariant(product, variant, origin)),
    product_collections: product.collections.map((collectionId, index) => ({
      product_id: product.id,
      collection_id: collectionId,
      order: index,
    })),
    additional_info: product.additionalInfo.map((info, index) => ({
      id: `${product.id}_info${index}`,
      order: index,
      title: info.title,
      description: info.description,
    })),
    type: { value: product.type },
    custom_fields: (product.customFields ?? []).map((field, index) => ({
      id: `${product.id}_field${index}`,
      title: field.title,
      is_required: field.isRequired,
    })),
    related_products: (product.related ?? []).map((relatedId, index) => ({
      id: `${product.id}_rel${index}`,
      section_title: "También te puede interesar",
      related_type: "product",
      related_id: relatedId,
      position: index,
    })),
    updated_at: product.updatedAt,
  };
}

/** A product as the product call returns it: images in `media`, plus its lifecycle fields. */
export function wireDetailProduct(product: SeedProduct, origin: string, order: number) {
  const { images, ...listed } = wireListProduct(product, origin, order);
  return {
    ...listed,
    media: images,
    status: "published",
    created_at: product.createdAt,
    deleted_at: null,
    metadata: {},
  };
}

export function wireCollections(origin: string) {
  return collections.map((collection) => ({
    id: collection.id,
    title: collection.title,
    image_url: collection.image ? mediaUrl(origin, collection.image) : null,
    store_id: STORE_ID,
    created_at: "2026-01-01T12:00:00.000Z",
    updated_at: "2026-01-01T12:00:00.000Z",
    deleted_at: null,
    metadata: null,
  }));
}
