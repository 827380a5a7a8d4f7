import { bearerToken } from "../http/api-key";
import { decodeUtf8, readBody } from "../http/read-body";
import { sendJson } from "../http/send";
import type { Service } from "../http/service";
import { verifyJwt } from "../jwt";
import { type FaultSwitches, faultTargetOf, parseFaults } from "./faults";

/**
 * Test controls under `/__admin`, usable only with the service_role key:
 * `POST /__admin/faults/{rest|store}` `{ delayMs?, status? }` (reset with `{}`) and
 * `GET /__admin/faults/{rest|store}`; `/__admin/faults` is the REST switch.
 */
export function createAdminService(switches: FaultSwitches): Service {
  return {
    prefix: "/__admin",
    async handle({ req, res, url, path }) {
      const body = req.method === "POST" ? await readBody(req) : null;
      if (body === null) req.resume();
      const header = req.headers.apikey;
      const token =
        bearerToken(req) ?? (typeof header === "string" ? header : url.searchParams.get("apikey"));
      const verified = token === null ? null : await verifyJwt(token);
      if (verified?.ok !== true || verified.claims.role !== "service_role") {
        sendJson(res, 401, { message: "The service_role key is required for /__admin" });
        return;
      }
      const target = faultTargetOf(path);
      if (target === null) {
        sendJson(res, 404, { message: `No admin route ${path}` });
        return;
      }
      const faults = switches[target];
      if (req.method === "GET") {
        sendJson(res, 200, faults.settings);
        return;
      }
      if (req.method !== "POST" || body === null) {
        sendJson(res, 405, { message: "Use GET or POST" });
        return;
      }
      if (!body.ok) {
        sendJson(res, 413, { message: "Body too large" });
        return;
      }
      let input: unknown;
      try {
        const text = decodeUtf8(body.bytes);
        input = text === "" ? {} : (JSON.parse(text ?? "") as unknown);
      } catch {
        sendJson(res, 400, { message: "Invalid JSON" });
        return;
      }
      const update = parseFaults(input);
      if (!update.ok) {
        sendJson(res, 400, { message: update.message });
        return;
      }
      faults.settings = update.settings;
      sendJson(res, 200, faults.settings);
    },
  };
}
