import { type Context, Hono } from "hono";
import { bearerToken } from "../http/api-key";
import { bodyText, limitBody } from "../http/body";
import { jsonResponse } from "../http/send";
import { pathBelow, type Service } from "../http/service";
import { verifyJwt } from "../jwt";
import { type FaultSwitches, faultTargetOf, parseFaults } from "./faults";

const PREFIX = "/__admin";

/**
 * Test controls under `/__admin`, usable only with the service_role key:
 * `POST /__admin/faults/{rest|store}` `{ delayMs?, status? }` (reset with `{}`) and
 * `GET /__admin/faults/{rest|store}`; `/__admin/faults` is the REST switch.
 */
export function createAdminService(switches: FaultSwitches): Service {
  const app = new Hono();
  const path = (c: Context) => pathBelow(new URL(c.req.url), PREFIX);
  const faultsOf = (c: Context) => {
    const target = faultTargetOf(path(c));
    return target === null ? null : switches[target];
  };
  const noRoute = (c: Context) => jsonResponse(404, { message: `No admin route ${path(c)}` });

  app.use(async (c, next) => {
    const token =
      bearerToken(c.req.raw.headers) ?? c.req.header("apikey") ?? c.req.query("apikey") ?? null;
    const verified = token === null ? null : await verifyJwt(token);
    if (verified?.ok !== true || verified.claims.role !== "service_role")
      return jsonResponse(401, { message: "The service_role key is required for /__admin" });
    await next();
  });
  app.use(limitBody(() => jsonResponse(413, { message: "Body too large" })));
  app.get("*", (c) => {
    const faults = faultsOf(c);
    return faults === null ? noRoute(c) : jsonResponse(200, faults.settings);
  });
  app.post("*", async (c) => {
    const faults = faultsOf(c);
    if (faults === null) return noRoute(c);
    let input: unknown;
    try {
      const text = await bodyText(c);
      input = text === "" ? {} : (JSON.parse(text ?? "") as unknown);
    } catch {
      return jsonResponse(400, { message: "Invalid JSON" });
    }
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
