import type {
  CheckoutRequest,
  ProductsPage,
  ProductsQuery,
  StoreCollection,
  StoreProductDetail,
  StoreSettings,
  VariantStock,
} from "./types";

/** Where the storefront API lives: the hosted service or the local stand-in. */
export interface StoreConfig {
  /** e.g. `http://localhost:54321`; no trailing path. */
  baseUrl: string;
  /** e.g. `store_01K…`. */
  storeId: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  /** How long one call may take, answer included; default `STORE_TIMEOUT_MS`. */
  timeoutMs?: number;
}

/** A hung API must not spin forever: past this a call fails, and the page offers a retry. */
export const STORE_TIMEOUT_MS = 8000;

/** Each call can be cancelled: React Query passes its signal, a closing sheet its own. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** A non-OK answer, reported as the spec says: 'HTTP {status}: {statusText}'. */
export class StoreHttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`HTTP ${status}: ${statusText}`);
    this.name = "StoreHttpError";
  }
}

/** A call that got no full answer in time. */
export class StoreTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The store did not answer within ${timeoutMs / 1000} seconds`);
    this.name = "StoreTimeoutError";
  }
}

/**
 * A signal that aborts when `outer` does or when `ms` have passed (with a timer, not
 * `AbortSignal.timeout`/`any`, so older browsers and test clocks see it too).
 */
function deadline(ms: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener("abort", forward, { once: true });
  return {
    signal: controller.signal,
    expired: () => expired,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener("abort", forward);
    },
  };
}

type QueryValue = string | number | boolean | readonly string[] | undefined;

function searchParams(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${name}[]`, item);
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The typed client of the storefront API's public calls. */
export function createStoreClient(config: StoreConfig) {
  const base = `${config.baseUrl.replace(/\/+$/, "")}/store/${encodeURIComponent(config.storeId)}`;
  const fetcher = config.fetch ?? ((input, init) => fetch(input, init));

  const timeoutMs = config.timeoutMs ?? STORE_TIMEOUT_MS;

  async function request<T>(path: string, init: RequestInit & RequestOptions = {}): Promise<T> {
    const limit = deadline(timeoutMs, init.signal ?? undefined);
    try {
      const response = await fetcher(`${base}${path}`, {
        ...init,
        signal: limit.signal,
        headers: { Accept: "application/json", ...init.headers },
      });
      if (!response.ok) throw new StoreHttpError(response.status, response.statusText);
      return (await response.json()) as T;
    } catch (error) {
      if (limit.expired()) throw new StoreTimeoutError(timeoutMs);
      throw error;
    } finally {
      limit.clear();
    }
  }

  return {
    /** A page of the catalogue. */
    products(query: ProductsQuery = {}, options: RequestOptions = {}): Promise<ProductsPage> {
      const { ids, order, ...rest } = query;
      const params = searchParams({ ids, order: order?.toUpperCase(), ...rest });
      return request(`/products${params}`, options);
    },

    /** One product, with its images in `media`. */
    async product(
      id: string,
      options: RequestOptions & { field?: string } = {},
    ): Promise<StoreProductDetail> {
      const params = searchParams({ field: options.field });
      const body = await request<{ product: StoreProductDetail }>(
        `/products/${encodeURIComponent(id)}${params}`,
        { signal: options.signal },
      );
      return body.product;
    },

    /** The current stock of every variant of these products. */
    async variants(
      productIds: readonly string[],
      options: RequestOptions = {},
    ): Promise<VariantStock[]> {
      const params = searchParams({ fields: "inventory_quantity", product_ids: productIds });
      const body = await request<{ variants: VariantStock[] }>(`/variants${params}`, options);
      return body.variants;
    },

    collections(
      options: RequestOptions = {},
    ): Promise<{ collections: StoreCollection[]; count: number }> {
      return request("/collections", options);
    },

    settings(options: RequestOptions = {}): Promise<StoreSettings> {
      return request("/settings", options);
    },

    /** Opens a hosted checkout session; answers the page to send the buyer to. */
    checkout(body: CheckoutRequest, options: RequestOptions = {}): Promise<{ url: string }> {
      return request("/checkout", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        signal: options.signal,
      });
    },
  };
}

export type StoreClient = ReturnType<typeof createStoreClient>;
