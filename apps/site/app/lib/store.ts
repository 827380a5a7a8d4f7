import type { StoreConfig } from "@agencia/store-client";
import { env } from "../env";

/** The storefront API the site reads: the cart's checkout and the store's pages. */
export const storeConfig: StoreConfig = { baseUrl: env.storeApiUrl, storeId: env.storeId };
