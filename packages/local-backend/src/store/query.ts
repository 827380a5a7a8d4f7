import type { SeedProduct } from "./catalogue";

/** The list call's query: `ids[]`, `offset`, `limit`, `order`, `sort_by`, `is_hidden`, `to_date`. */
export interface ProductsQuery {
  ids: string[] | null;
  offset: number;
  limit: number;
  order: "ASC" | "DESC";
  sortBy: SortKey;
  isHidden: boolean | null;
  toDate: Date | null;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

const SORT_KEYS = ["order", "title", "created_at", "updated_at", "price"] as const;
type SortKey = (typeof SORT_KEYS)[number];

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

function integer(
  value: string | null,
  name: string,
  fallback: number,
  max: number,
): Parsed<number> {
  if (value === null || value === "") return { ok: true, value: fallback };
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max)
    return { ok: false, message: `${name} must be an integer from 0 to ${max}` };
  return { ok: true, value: number };
}

/** `ids[]=a&ids[]=b` (also `ids=a,b`): the repeated values, or null when absent. */
export function repeated(params: URLSearchParams, name: string): string[] | null {
  const values = [...params.getAll(`${name}[]`), ...params.getAll(name)]
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
  return params.has(`${name}[]`) || params.has(name) ? values : null;
}

export function parseProductsQuery(params: URLSearchParams): Parsed<ProductsQuery> {
  const offset = integer(params.get("offset"), "offset", 0, 1_000_000);
  if (!offset.ok) return offset;
  const limit = integer(params.get("limit"), "limit", DEFAULT_LIMIT, MAX_LIMIT);
  if (!limit.ok) return limit;
  const order = (params.get("order") ?? "ASC").toUpperCase();
  if (order !== "ASC" && order !== "DESC")
    return { ok: false, message: "order must be ASC or DESC" };
  const sortBy = params.get("sort_by") ?? "order";
  if (!SORT_KEYS.includes(sortBy as SortKey))
    return { ok: false, message: `sort_by must be one of ${SORT_KEYS.join(", ")}` };
  const hidden = params.get("is_hidden");
  if (hidden !== null && hidden !== "true" && hidden !== "false")
    return { ok: false, message: "is_hidden must be true or false" };
  const toDateText = params.get("to_date");
  const toDate = toDateText ? new Date(toDateText) : null;
  if (toDate !== null && Number.isNaN(toDate.getTime()))
    return { ok: false, message: "to_date must be an ISO 8601 date" };
  return {
    ok: true,
    value: {
      ids: repeated(params, "ids"),
      offset: offset.value,
      limit: limit.value,
      order,
      sortBy: sortBy as SortKey,
      isHidden: hidden === null ? null : hidden === "true",
      toDate,
    },
  };
}

const lowestPrice = (product: SeedProduct) =>
  Math.min(...product.variants.map((variant) => variant.salePrice ?? variant.price));

function sortValue(product: SeedProduct, index: number, key: SortKey): string | number {
  switch (key) {
    case "order":
      return index;
    case "title":
      return product.title;
    case "created_at":
      return product.createdAt;
    case "updated_at":
      return product.updatedAt;
    case "price":
      return lowestPrice(product);
  }
}

/** The page of the catalogue a query asks for, and how many products matched before paging. */
export function selectProducts(
  catalogue: readonly SeedProduct[],
  query: ProductsQuery,
): { count: number; page: SeedProduct[] } {
  const matching = catalogue
    .map((product, index) => ({ product, index }))
    .filter(({ product }) => query.ids === null || query.ids.includes(product.id))
    // Nothing in the demo catalogue is hidden.
    .filter(() => query.isHidden !== true)
    .filter(({ product }) => query.toDate === null || new Date(product.createdAt) <= query.toDate);
  const direction = query.order === "ASC" ? 1 : -1;
  matching.sort((a, b) => {
    const left = sortValue(a.product, a.index, query.sortBy);
    const right = sortValue(b.product, b.index, query.sortBy);
    const compared =
      typeof left === "number" && typeof right === "number"
        ? left - right
        : String(left).localeCompare(String(right), "es");
    return compared * direction || a.index - b.index;
  });
  return {
    count: matching.length,
    page: matching.slice(query.offset, query.offset + query.limit).map(({ product }) => product),
  };
}
