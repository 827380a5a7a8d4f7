import { type Context, Hono } from "hono";
import { bearerToken, keyToken } from "../http/api-key";
import { bodyText, limitBody } from "../http/body";
import { jsonResponse } from "../http/send";
import { pathBelow, type Service } from "../http/service";
import type { Database } from "../db/types";
import { verifyJwt } from "../jwt";
import { type Catalogues, SCOPE_HEADER } from "../store/catalogues";
import { changedVariant, parseProduct, parseVariantChange } from "../store/controls";
import { type FaultSwitches, faultTargetOf, parseFaults } from "./faults";
import { changeLeadLimits, parseLeadLimits, readLeadLimits, resetLeadLimits } from "./lead-limits";

const PREFIX = "/__admin";

/** A request's JSON body; `{}` when empty, undefined when it is not JSON. */
async function jsonBody(c: Context): Promise<unknown> {
  try {
    const text = await bodyText(c);
    return text === "" ? {} : (JSON.parse(text ?? "") as unknown);
  } catch {
    return undefined;
  }
}

const invalidJson = () => jsonResponse(400, { message: "Invalid JSON" });

/**
 * Test controls under `/__admin`, usable only with the service_role key:
 * - `POST /__admin/faults/{rest|store}` `{ delayMs?, status? }` (reset with `{}`) and
 *   `GET /__admin/faults/{rest|store}`; `/__admin/faults` is the REST switch;
 * - the storefront's catalogue, for the request's `X-Store-Scope` (store/catalogues.ts):
 *   `GET /__admin/store` (its products, in the seed's shape), `PATCH /__admin/store/variants/{id}`
 *   `{ stock?, price?, salePrice? }`, `PUT` and `DELETE /__admin/store/products/{id}` (a product
 *   in the seed's shape, store/controls.ts), `DELETE /__admin/store` (back to the seed);
 * - the limits on visitors' leads and the mail digest (lead-limits.ts): `GET`, `POST`
 *   `{ perAddress?, perEmail?, windowSeconds?, mailsPerWindow?, mailWindowSeconds? }` and
 *   `DELETE` (the defaults) on `/__admin/lead-limits`.
 */
export function createAdminService(
  switches: FaultSwitches,
  catalogues: Catalogues,
  db: Database,
): Service {
  const app = new Hono();
  const path = (c: Context) => pathBelow(new URL(c.req.url), PREFIX);
  const faultsOf = (c: Context) => {
    const target = faultTargetOf(path(c));
    return target === null ? null : switches[target];
  };
  const noRoute = (c: Context) => jsonResponse(404, { message: `No admin route ${path(c)}` });

  app.use(async (c, next) => {
    const apiKey = c.req.header("apikey") ?? c.req.query("apikey");
    const token =
      bearerToken(c.req.raw.headers) ?? (apiKey === undefined ? null : keyToken(apiKey));
    const verified = token === null ? null : await verifyJwt(token);
    if (verified?.ok !== true || verified.claims.role !== "service_role")
      return jsonResponse(401, { message: "The service_role key is required for /__admin" });
    await next();
  });
  app.use(limitBody(() => jsonResponse(413, { message: "Body too large" })));

  const catalogueOf = (c: Context) => catalogues.of(c.req.header(SCOPE_HEADER));
  app.get("/store", (c) => jsonResponse(200, { products: catalogueOf(c).products }));
  app.delete("/store", (c) => {
    catalogues.reset(c.req.header(SCOPE_HEADER));
    return c.body(null, 204);
  });
  app.patch("/store/variants/:id", async (c) => {
    const change = parseVariantChange(await jsonBody(c));
    if (!change.ok) return jsonResponse(400, { message: change.message });
    const found = catalogueOf(c).findVariant(c.req.param("id"));
    if (!found) return jsonResponse(404, { message: "Variant not found" });
    const variant = changedVariant(found.variant, change.value);
    found.product.variants = found.product.variants.map((current) =>
      current === found.variant ? variant : current,
    );
    found.product.updatedAt = new Date().toISOString();
    return jsonResponse(200, variant);
  });
  app.put("/store/products/:id", async (c) => {
    const body = await jsonBody(c);
    if (body === undefined) return invalidJson();
    const product = parseProduct(c.req.param("id"), body);
    if (!product.ok) return jsonResponse(400, { message: product.message });
    const catalogue = catalogueOf(c);
    const owner = (variantId: string) => catalogue.findVariant(variantId)?.product.id;
    const taken = product.value.variants.find((variant) => {
      const current = owner(variant.id);
      return current !== undefined && current !== product.value.id;
    });
    if (taken)
      return jsonResponse(409, { message: `Variant ${taken.id} belongs to another product` });
    const outcome = catalogue.put(product.value);
    return jsonResponse(outcome === "added" ? 201 : 200, product.value);
  });
  app.delete("/store/products/:id", (c) =>
    catalogueOf(c).remove(c.req.param("id"))
      ? c.body(null, 204)
      : jsonResponse(404, { message: "Product not found" }),
  );

  app.get("/lead-limits", async () => jsonResponse(200, await readLeadLimits(db)));
  app.post("/lead-limits", async (c) => {
    const input = await jsonBody(c);
    if (input === undefined) return invalidJson();
    const parsed = parseLeadLimits(input);
    if (!parsed.ok) return jsonResponse(400, { message: parsed.message });
    return jsonResponse(200, await changeLeadLimits(db, parsed.change));
  });
  app.delete("/lead-limits", async () => jsonResponse(200, await resetLeadLimits(db)));

  app.get("*", (c) => {
    const faults = faultsOf(c);
    return faults === null ? noRoute(c) : jsonResponse(200, faults.settings);
  });
  app.post("*", async (c) => {
    const faults = faultsOf(c);
    if (faults === null) return noRoute(c);
    const input = await jsonBody(c);
    if (input === undefined) return invalidJson();
    const update = parseFaults(input);
    if (!update.ok) return jsonResponse(400, { message: update.message });
    faults.settings = update.settings;
    return jsonResponse(200, faults.settings);
  });
  app.all("*", (c) =>
    faultsOf(c) === null ? noRoute(c) : jsonResponse(405, { message: "Use GET or POST" }),
  );
  return { prefix: PREFIX, app };
}
