import { type Context, Hono } from "hono";
import type { Faults } from "../admin/faults";
import { bodyText, limitBody } from "../http/body";
import { jsonResponse } from "../http/send";
import { pathBelow, type Service } from "../http/service";
import { STORE_ID, STORE_LANGUAGE, STORE_NAME } from "./catalogue";
import { type Catalogues, SCOPE_HEADER } from "./catalogues";
import { type CheckoutSessions, readCheckout } from "./checkout";
import { CHECKOUT_PAGE_PATH } from "./checkout-page";
import { parseProductsQuery, repeated, selectProducts } from "./query";
import { wireCollections, wireDetailProduct, wireListProduct } from "./wire";

const PREFIX = "/store";

export interface StoreDeps {
  faults: Faults;
  sessions: CheckoutSessions;
  catalogues: Catalogues;
}

/** The origin the client reached us at, for the absolute URLs in answers (images, checkout). */
export function requestOrigin(c: Context): string {
  return `http://${new URL(c.req.url).host}`;
}

/** An error as the storefront API sends it: a plain HTTP status, with a short message. */
function fail(status: number, message: string): Response {
  return jsonResponse(status, { message });
}

/**
 * `/store/{storeId}/…`: the hosted storefront API's public routes, from the seeded catalogue (as
 * the test controls changed it, for the request's `X-Store-Scope`) — products, one product,
 * variant stock, collections, settings and checkout.
 */
export function createStoreService({ faults, sessions, catalogues }: StoreDeps): Service {
  const app = new Hono();
  const catalogueOf = (c: Context) => catalogues.of(c.req.header(SCOPE_HEADER));
  app.use(async (_c, next) => {
    const injected = await faults.apply();
    if (injected !== null)
      return fail(
        injected,
        "Fault injected by the local backend (POST /__admin/faults/store {} resets it)",
      );
    await next();
  });
  // Only the demo store exists.
  app.use(async (c, next) => {
    const storeId = pathBelow(new URL(c.req.url), PREFIX).split("/")[1];
    if (storeId === undefined || decodeURIComponent(storeId) !== STORE_ID)
      return fail(404, "Store not found");
    await next();
  });
  app.use(limitBody(() => fail(413, "Body too large")));

  app.get("/:storeId/products", (c) => {
    const url = new URL(c.req.url);
    const query = parseProductsQuery(url.searchParams);
    if (!query.ok) return fail(400, query.message);
    const { products } = catalogueOf(c);
    const { count, page } = selectProducts(products, query.value);
    const origin = requestOrigin(c);
    return jsonResponse(200, {
      count,
      offset: query.value.offset,
      limit: query.value.limit,
      products: page.map((product) =>
        wireListProduct(product, origin, products.indexOf(product) + 1),
      ),
    });
  });
  app.get("/:storeId/products/:id", (c) => {
    const { products } = catalogueOf(c);
    const product = products.find((candidate) => candidate.id === c.req.param("id"));
    if (!product) return fail(404, "Product not found");
    return jsonResponse(200, {
      product: wireDetailProduct(product, requestOrigin(c), products.indexOf(product) + 1),
    });
  });
  app.get("/:storeId/variants", (c) => {
    const productIds = repeated(new URL(c.req.url).searchParams, "product_ids");
    const variants = catalogueOf(c)
      .products.filter((product) => productIds === null || productIds.includes(product.id))
      .flatMap((product) => product.variants)
      .map((variant) => ({ id: variant.id, inventory_quantity: variant.stock ?? 0 }));
    return jsonResponse(200, { variants });
  });
  app.get("/:storeId/collections", (c) => {
    const list = wireCollections(requestOrigin(c));
    return jsonResponse(200, { collections: list, count: list.length });
  });
  app.get("/:storeId/settings", () =>
    jsonResponse(200, {
      store_id: STORE_ID,
      name: STORE_NAME,
      store_owner: { language: STORE_LANGUAGE },
    }),
  );
  app.post("/:storeId/checkout", async (c) => {
    let value: unknown;
    try {
      value = JSON.parse((await bodyText(c)) ?? "") as unknown;
    } catch {
      return fail(400, "Invalid JSON");
    }
    const checkout = readCheckout(value, catalogueOf(c));
    if (!checkout.ok) return fail(checkout.refusal.status, checkout.refusal.message);
    const session = sessions.create(checkout.session);
    return jsonResponse(200, {
      url: `${requestOrigin(c)}${CHECKOUT_PAGE_PATH}?session=${session.id}`,
    });
  });
  // A known resource with another method is 405; anything else 404.
  app.on(
    ["GET", "POST", "PUT", "PATCH", "DELETE"],
    [
      "/:storeId/products",
      "/:storeId/products/:id",
      "/:storeId/variants",
      "/:storeId/collections",
      "/:storeId/settings",
      "/:storeId/checkout",
    ],
    (c) => fail(405, `Method ${c.req.method} not allowed here`),
  );
  app.all("*", (c) => fail(404, `No route ${pathBelow(new URL(c.req.url), PREFIX)}`));
  return { prefix: PREFIX, app };
}
