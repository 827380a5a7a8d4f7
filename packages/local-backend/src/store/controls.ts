import type { CurrencyCode, SeedProduct, SeedVariant } from "./catalogue";

/**
 * What the test controls (`/__admin/store`, admin/service.ts) accept: a change to a variant, and
 * a product in the seed's own shape (catalogue.ts), checked the way the seed is written.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;
const isText = (value: unknown): value is string => typeof value === "string";
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);

/** An image of the stand-in's `store-media/` folder, by file name. */
const MEDIA_FILE = /^[a-z0-9-]+\.webp$/;

function unknownKey(input: Record<string, unknown>, known: readonly string[]): string | undefined {
  return Object.keys(input).find((key) => !known.includes(key));
}

export interface VariantChange {
  /** Units in stock; null stops tracking the stock. */
  stock?: number | null;
  price?: number;
  /** Null ends the sale. */
  salePrice?: number | null;
}

/** `{ stock?, price?, salePrice? }`: whole numbers (prices in cents), null to clear. */
export function parseVariantChange(input: unknown): Parsed<VariantChange> {
  if (!isObject(input)) return fail("Expected a JSON object { stock?, price?, salePrice? }");
  const extra = unknownKey(input, ["stock", "price", "salePrice"]);
  if (extra !== undefined) return fail(`Unknown field "${extra}"`);
  const { stock, price, salePrice } = input;
  if (stock !== undefined && stock !== null && !isCount(stock))
    return fail("stock must be a whole number of units, or null");
  if (price !== undefined && !isCount(price)) return fail("price must be a whole number of cents");
  if (salePrice !== undefined && salePrice !== null && !isCount(salePrice))
    return fail("salePrice must be a whole number of cents, or null");
  return { ok: true, value: input as VariantChange };
}

/** The variant with the change applied (absent fields keep their value). */
export function changedVariant(variant: SeedVariant, change: VariantChange): SeedVariant {
  const next: SeedVariant = { ...variant };
  if (change.price !== undefined) next.price = change.price;
  if (change.salePrice === null) delete next.salePrice;
  else if (change.salePrice !== undefined) next.salePrice = change.salePrice;
  if (change.stock === null) delete next.stock;
  else if (change.stock !== undefined) next.stock = change.stock;
  return next;
}

function parseVariant(input: unknown, index: number): Parsed<SeedVariant> {
  const where = `variants[${index}]`;
  if (!isObject(input)) return fail(`${where} must be an object`);
  const { id, title, sku, price, salePrice, stock, image, weight, options } = input;
  if (!isText(id) || id === "") return fail(`${where}.id must be a non-empty string`);
  if (!isText(title) || title === "") return fail(`${where}.title must be a non-empty string`);
  if (!isCount(price)) return fail(`${where}.price must be a whole number of cents`);
  if (salePrice !== undefined && !isCount(salePrice))
    return fail(`${where}.salePrice must be a whole number of cents`);
  if (stock !== undefined && !isCount(stock))
    return fail(`${where}.stock must be a whole number of units`);
  if (image !== undefined && !(isText(image) && MEDIA_FILE.test(image)))
    return fail(`${where}.image must be a file of store-media/`);
  if (weight !== undefined && typeof weight !== "number")
    return fail(`${where}.weight must be a number`);
  if (options !== undefined && !(isObject(options) && Object.values(options).every(isText)))
    return fail(`${where}.options must map option titles to values`);
  return {
    ok: true,
    value: {
      id,
      title,
      sku: isText(sku) ? sku : id,
      price,
      ...(salePrice === undefined ? {} : { salePrice }),
      ...(stock === undefined ? {} : { stock }),
      ...(image === undefined ? {} : { image }),
      ...(weight === undefined ? {} : { weight }),
      ...(options === undefined ? {} : { options: options as Record<string, string> }),
    },
  };
}

/**
 * A product in the seed's shape with the id of its URL. Only `title`, `currency` and `variants`
 * are required; the rest defaults as an empty field of the store's editor would.
 */
export function parseProduct(id: string, input: unknown, now = new Date()): Parsed<SeedProduct> {
  if (!isObject(input)) return fail("Expected a product as a JSON object");
  if (input.id !== undefined && input.id !== id) return fail("The body's id is not the URL's");
  const { title, subtitle = null, ribbon = null, description = "", currency } = input;
  const { purchasable = true, selection = null, images = [], collections = [] } = input;
  const { type = "", additionalInfo = [], variants } = input;
  if (!isText(title) || title === "") return fail("title must be a non-empty string");
  if (!isTextOrNull(subtitle)) return fail("subtitle must be a string or null");
  if (!isTextOrNull(ribbon)) return fail("ribbon must be a string or null");
  if (!isText(description)) return fail("description must be HTML text");
  if (currency !== "ars" && currency !== "usd") return fail('currency must be "ars" or "usd"');
  if (typeof purchasable !== "boolean") return fail("purchasable must be true or false");
  if (!isTextOrNull(selection)) return fail("selection must be a string or null");
  if (!Array.isArray(images) || !images.every((file) => isText(file) && MEDIA_FILE.test(file)))
    return fail("images must be files of store-media/");
  if (!Array.isArray(collections) || !collections.every(isText))
    return fail("collections must be collection ids");
  if (!isText(type)) return fail("type must be a string");
  if (
    !Array.isArray(additionalInfo) ||
    !additionalInfo.every(
      (info) => isObject(info) && isText(info.title) && isText(info.description),
    )
  )
    return fail("additionalInfo must be a list of { title, description }");
  if (!Array.isArray(variants) || variants.length === 0)
    return fail("variants must be a non-empty list");
  const parsed: SeedVariant[] = [];
  for (const [index, variant] of variants.entries()) {
    const result = parseVariant(variant, index);
    if (!result.ok) return result;
    parsed.push(result.value);
  }
  const stamp = now.toISOString();
  return {
    ok: true,
    value: {
      id,
      title,
      subtitle,
      ribbon,
      description,
      currency: currency as CurrencyCode,
      purchasable,
      selection,
      images: images as string[],
      collections: collections as string[],
      type,
      additionalInfo: additionalInfo as SeedProduct["additionalInfo"],
      variants: parsed,
      createdAt: stamp,
      updatedAt: stamp,
    },
  };
}
