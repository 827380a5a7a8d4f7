import { DEMO_STORE_ID } from "@agencia/content/store";
import {
  createStoreClient,
  loadCatalogue,
  type StoreConfig,
  type StoreProduct,
  type StoreProductDetail,
} from "@agencia/store-client";
import type { ProductImageMap } from "@agencia/store-client/product-image";
import { createSanitizer, sanitizeProduct } from "@agencia/store-client/sanitize";
import { JSDOM } from "jsdom";
import { optimizeImages } from "./build-images.server";

/** The store as the build read it: the list (stock merged) and each product as its page reads it. */
export interface BuildCatalogue {
  products: StoreProduct[];
  details: ReadonlyMap<string, StoreProductDetail>;
  /** Every product image, made small by the build (build-images.server.ts). */
  images: ProductImageMap;
}

/** The images of a subset, for a page's loader data. */
export const imagesFor = (images: ProductImageMap, urls: readonly (string | null | undefined)[]) =>
  Object.fromEntries(urls.flatMap((url) => (url && images[url] ? [[url, images[url]]] : [])));

/**
 * The local backend's demo store at a loopback origin is answered in-process by its stand-in
 * (`storefrontFetch`): exactly what a running local backend there would answer, so `pnpm start`,
 * CI and `pnpm bench` prerender the demo catalogue with no server up. Any other store is read over
 * the network.
 */
async function fetchFor({ baseUrl, storeId }: StoreConfig): Promise<typeof fetch> {
  const { hostname } = new URL(baseUrl);
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
  if (!loopback || storeId !== DEMO_STORE_ID) return fetch;
  const { storefrontFetch } = await import("@agencia/local-backend/storefront");
  return storefrontFetch();
}

async function read(config: StoreConfig): Promise<BuildCatalogue> {
  const storeFetch = await fetchFor(config);
  const client = createStoreClient({ ...config, fetch: storeFetch });
  const products = await loadCatalogue(client);
  const sanitize = createSanitizer(new JSDOM("").window as unknown as Window & typeof globalThis);
  const details = await Promise.all(
    products.map(async (listed) => {
      const detail = await client.product(listed.id);
      // The product call carries no stock; the list's merged stock is the build's truth.
      const stock = new Map(listed.variants.map((v) => [v.id, v.inventory_quantity]));
      const variants = detail.variants.map((variant) => ({
        ...variant,
        inventory_quantity: stock.get(variant.id) ?? variant.inventory_quantity,
      }));
      return [listed.id, { ...sanitizeProduct(detail, sanitize), variants }] as const;
    }),
  );
  const urls = [
    ...products.flatMap((product) => product.thumbnail ?? product.images[0]?.url ?? []),
    ...details.flatMap(([, detail]) => [
      detail.thumbnail,
      ...detail.media.map((image) => image.url),
      ...detail.variants.map((variant) => variant.image_url),
    ]),
  ].filter((url): url is string => Boolean(url));
  return {
    products,
    details: new Map(details),
    images: await optimizeImages(urls, storeFetch),
  };
}

// The route table (react-router.config.ts) and every page's loader ask; they run in one process
// but in different module graphs, so the answer is kept on globalThis: one read per build.
const memo = globalThis as { __storeCatalogue?: Promise<BuildCatalogue | null> };

/**
 * The store's catalogue for this build, or null when the store cannot be read: the store's pages
 * are then prerendered as the shells that read it in the browser, and the build says so once.
 */
export function buildCatalogue(config: StoreConfig): Promise<BuildCatalogue | null> {
  memo.__storeCatalogue ??= read(config).catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(
      `Tienda: no se pudo leer el catálogo de ${config.baseUrl} (${reason}); /store y las páginas de producto se generan como shells que lo leen en el navegador.`,
    );
    return null;
  });
  return memo.__storeCatalogue;
}
