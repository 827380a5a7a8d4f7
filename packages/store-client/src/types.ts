/**
 * The storefront API's wire format (shared/reference/storefront-api.md), as the client reads it.
 * Field names stay as the API sends them.
 */

export interface StoreCurrency {
  code: string | null;
  symbol: string | null;
  /** Contains `$1` where the amount goes, e.g. `"$ $1"`. */
  template: string | null;
}

export interface StorePrice {
  /** Minor units (cents). */
  amount: number;
  /** Minor units, or null when the variant is not on sale. */
  sale_amount: number | null;
  currency_code: string | null;
  currency: StoreCurrency | null;
}

export interface StoreOptionValue {
  id: string;
  option_id: string;
  variant_id: string;
  value: string;
}

export interface StoreOption {
  id: string;
  title: string;
  values: StoreOptionValue[];
}

export interface StoreVariant {
  id: string;
  title: string;
  image_url: string | null;
  sku: string | null;
  /** Stock is tracked only when true; otherwise `inventory_quantity` means nothing. */
  manage_inventory: boolean;
  weight: number | null;
  options: StoreOptionValue[];
  inventory_quantity: number | null;
  /** The first element is the variant's price. */
  prices: StorePrice[];
}

export interface StoreImage {
  url: string;
  order: number;
  type: string;
}

export interface StoreAdditionalInfo {
  id: string;
  order: number;
  title: string;
  /** HTML. */
  description: string;
}

export interface StoreProductFields {
  id: string;
  title: string;
  subtitle: string | null;
  ribbon_text: string | null;
  /** HTML written in the store's editor: sanitize before rendering. */
  description: string | null;
  thumbnail: string | null;
  purchasable: boolean;
  order: number;
  /** `"lowest_price_first"` or null: the lowest price is shown; anything else: the first variant. */
  site_product_selection: string | null;
  options: StoreOption[];
  variants: StoreVariant[];
  product_collections: { product_id: string; collection_id: string; order: number }[];
  additional_info: StoreAdditionalInfo[];
  type: { value: string } | null;
  custom_fields: { id: string; title: string; is_required: boolean }[];
  related_products: {
    id: string;
    section_title: string;
    related_type: string;
    related_id: string;
    position: number;
  }[];
  updated_at: string;
}

/** A product as the list call returns it. */
export interface StoreProduct extends StoreProductFields {
  images: StoreImage[];
}

/** A product as the product call returns it: images in `media`, plus lifecycle fields. */
export interface StoreProductDetail extends StoreProductFields {
  media: StoreImage[];
  status: string;
  created_at: string;
  deleted_at: string | null;
  metadata: Record<string, unknown> | null;
}

export interface ProductsPage {
  count: number;
  offset: number;
  limit: number;
  products: StoreProduct[];
}

export interface ProductsQuery {
  ids?: readonly string[];
  offset?: number;
  limit?: number;
  order?: "asc" | "desc" | "ASC" | "DESC";
  sort_by?: string;
  is_hidden?: boolean;
  to_date?: string;
}

export interface VariantStock {
  id: string;
  inventory_quantity: number | null;
}

export interface StoreCollection {
  id: string;
  title: string;
  image_url: string | null;
  store_id: string;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  metadata: Record<string, unknown> | null;
}

export interface StoreSettings {
  store_owner: { language: string };
  [field: string]: unknown;
}

export interface CheckoutItem {
  variant_id: string;
  quantity: number;
  /** Answers to the product's custom fields; this site sells nothing that asks for them. */
  custom_field_values?: unknown;
}

export interface CheckoutRequest {
  items: CheckoutItem[];
  successUrl: string;
  cancelUrl: string;
  locale: string;
  timeZone: string;
}

/** What a product card shows and adds to the cart: a product as the store's list page keeps it. */
export type StoreProductCard = Pick<
  StoreProduct,
  | "id"
  | "title"
  | "subtitle"
  | "ribbon_text"
  | "thumbnail"
  | "images"
  | "purchasable"
  | "site_product_selection"
  | "variants"
>;

/** What the product page shows: a product as the product call answers it, without what it never reads. */
export type StoreProductPage = Pick<
  StoreProductDetail,
  | "id"
  | "title"
  | "subtitle"
  | "ribbon_text"
  | "description"
  | "thumbnail"
  | "media"
  | "purchasable"
  | "site_product_selection"
  | "options"
  | "variants"
  | "additional_info"
  | "type"
  | "updated_at"
>;
