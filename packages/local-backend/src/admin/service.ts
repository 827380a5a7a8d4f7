import { bearerToken } from "../http/api-key";
import { decodeUtf8, readBody } from "../http/read-body";
import { sendJson } from "../http/send";
import type { Service } from "../http/service";
import { verifyJwt } from "../jwt";
import { type Faults, parseFaults } from "./faults";

/**
 * Test controls under `/__admin`, usable only with the service_role key:
 * `POST /__admin/faults` `{ delayMs?, status? }` (reset with `{}`), `GET /__admin/faults`.
 */
export function createAdminService(faults: Faults): Service {
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
      if (path !== "/faults") {
        sendJson(res, 404, { message: `No admin route ${path}` });
        return;
      }
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
