import type { IncomingMessage, ServerResponse } from "node:http";
import type { Faults } from "../admin/faults";
import { decodeUtf8, readBody } from "../http/read-body";
import { sendJson } from "../http/send";
import type { Service } from "../http/service";
import { findProduct, products, STORE_ID, STORE_LANGUAGE, STORE_NAME } from "./catalogue";
import { type CheckoutSessions, readCheckout } from "./checkout";
import { CHECKOUT_PAGE_PATH } from "./checkout-page";
import { parseProductsQuery, repeated, selectProducts } from "./query";
import { wireCollections, wireDetailProduct, wireListProduct } from "./wire";

export interface StoreDeps {
  faults: Faults;
  sessions: CheckoutSessions;
}

/** The origin the client reached us at, for the absolute URLs in answers (images, checkout). */
export function requestOrigin(req: IncomingMessage): string {
  return `http://${req.headers.host ?? "localhost"}`;
}

/** An error as the storefront API sends it: a plain HTTP status, with a short message. */
function fail(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { message });
}

async function readJson(
  req: IncomingMessage,
): Promise<{ ok: true; value: unknown } | { ok: false; status: number; message: string }> {
  const body = await readBody(req);
  if (!body.ok) return { ok: false, status: 413, message: "Body too large" };
  const text = decodeUtf8(body.bytes);
  try {
    return { ok: true, value: JSON.parse(text ?? "") as unknown };
  } catch {
    return { ok: false, status: 400, message: "Invalid JSON" };
  }
}

/**
 * `/store/{storeId}/…`: the hosted storefront API's public routes, from the seeded catalogue —
 * products, one product, variant stock, collections, settings and checkout.
 */
export function createStoreService({ faults, sessions }: StoreDeps): Service {
  return {
    prefix: "/store",
    async handle({ req, res, url, path }) {
      const injected = await faults.apply();
      if (injected !== null) {
        req.resume();
        fail(
          res,
          injected,
          "Fault injected by the local backend (POST /__admin/faults/store {} resets it)",
        );
        return;
      }
      const [, storeId, resource, id, ...rest] = path.split("/").map(decodeURIComponent);
      if (storeId !== STORE_ID) {
        req.resume();
        fail(res, 404, "Store not found");
        return;
      }
      const origin = requestOrigin(req);
      const route = `${req.method ?? "GET"} ${resource ?? ""}${id === undefined ? "" : "/:id"}`;
      if (rest.length > 0 || (id === "" && resource !== undefined)) {
        req.resume();
        fail(res, 404, `No route ${path}`);
        return;
      }
      if (route === "POST checkout") {
        const body = await readJson(req);
        if (!body.ok) return fail(res, body.status, body.message);
        const checkout = readCheckout(body.value);
        if (!checkout.ok) return fail(res, checkout.refusal.status, checkout.refusal.message);
        const session = sessions.create(checkout.session);
        sendJson(res, 200, { url: `${origin}${CHECKOUT_PAGE_PATH}?session=${session.id}` });
        return;
      }
      req.resume();
      switch (route) {
        case "GET products": {
          const query = parseProductsQuery(url.searchParams);
          if (!query.ok) return fail(res, 400, query.message);
          const { count, page } = selectProducts(products, query.value);
          sendJson(res, 200, {
            count,
            offset: query.value.offset,
            limit: query.value.limit,
            products: page.map((product) => wireListProduct(product, origin)),
          });
          return;
        }
        case "GET products/:id": {
          const product = findProduct(id ?? "");
          if (!product) return fail(res, 404, "Product not found");
          sendJson(res, 200, { product: wireDetailProduct(product, origin) });
          return;
        }
        case "GET variants": {
          const productIds = repeated(url.searchParams, "product_ids");
          const variants = products
            .filter((product) => productIds === null || productIds.includes(product.id))
            .flatMap((product) => product.variants)
            .map((variant) => ({ id: variant.id, inventory_quantity: variant.stock ?? 0 }));
          sendJson(res, 200, { variants });
          return;
        }
        case "GET collections": {
          const list = wireCollections(origin);
          sendJson(res, 200, { collections: list, count: list.length });
          return;
        }
        case "GET settings":
          sendJson(res, 200, {
            store_id: STORE_ID,
            name: STORE_NAME,
            store_owner: { language: STORE_LANGUAGE },
          });
          return;
        default: {
          const known = [
            "products",
            "products/:id",
            "variants",
            "collections",
            "settings",
            "checkout",
          ];
          const shape = route.slice(route.indexOf(" ") + 1);
          if (known.includes(shape)) fail(res, 405, `Method ${req.method ?? ""} not allowed here`);
          else fail(res, 404, `No route ${path}`);
        }
      }
    },
  };
}
