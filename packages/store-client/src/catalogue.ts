import type { RequestOptions, StoreClient } from "./client";
import { mergeStock } from "./stock";
import type { StoreProduct } from "./types";

/** How many products one list call asks for while the whole catalogue is read. */
export const CATALOGUE_PAGE_SIZE = 50;

/**
 * The whole catalogue as the store's list shows it (spec 001 §4): every product, page after page,
 * then the stock of all their variants, merged into each variant by id.
 */
export async function loadCatalogue(
  client: StoreClient,
  options: RequestOptions = {},
): Promise<StoreProduct[]> {
  const products: StoreProduct[] = [];
  for (;;) {
    const page = await client.products(
      { offset: products.length, limit: CATALOGUE_PAGE_SIZE },
      options,
    );
    products.push(...page.products);
    if (page.products.length === 0 || products.length >= page.count) break;
  }
  if (products.length === 0) return products;
  const stock = await client.variants(
    products.map((product) => product.id),
    options,
  );
  return mergeStock(products, stock);
}
