import type { IncomingMessage, ServerResponse } from "node:http";
import type { Faults } from "../admin/faults";
import { toPgError } from "../db/pg-error";
import type { SchemaCache } from "../db/schema-cache";
import type { Database } from "../db/types";
import { BODY_LIMIT_BYTES, decodeUtf8, readBody } from "../http/read-body";
import { sendJson, sendRaw } from "../http/send";
import type { Service, ServiceRequest } from "../http/service";
import type { RestRequest, RestResponse } from "./context";
import { fromPgError, restErrors, type RestError } from "./errors";
import { RestAbort } from "./execute";
import { identify, type Identity } from "./identity";
import { negotiateAccept, refusedContentType, requestedProfile } from "./negotiate";
import { parsePrefer } from "./prefer";
import { parseQuery } from "./query";
import { handleRead } from "./read";
import { suggestTable } from "./suggest";
import { checkQuery } from "./validate";
import { handleDelete, handleInsert, handleUpdate } from "./write";

export interface RestDeps {
  db: Database;
  cache: SchemaCache;
  faults: Faults;
}

const EXPOSED_SCHEMAS = ["public"];

function isRestError(result: RestResponse | RestError): result is RestError {
  return typeof result.body === "object" && result.body !== null;
}

/** `GET /rest/v1/`: a minimal OpenAPI description listing the exposed tables. */
async function describeApi(cache: SchemaCache): Promise<RestResponse> {
  await cache.reload();
  const paths = Object.fromEntries(cache.tableNames().map((name) => [`/${name}`, {}]));
  const spec = {
    swagger: "2.0",
    info: { title: "local-backend (PostgREST subset)", version: "local" },
    paths,
  };
  return {
    status: 200,
    body: JSON.stringify(spec),
    headers: { "Content-Type": "application/openapi+json; charset=utf-8" },
  };
}

function sendError(res: ServerResponse, error: RestError): void {
  sendRaw(res, error.status, JSON.stringify(error.body), {
    ...error.headers,
    "Proxy-Status": `PostgREST; error=${error.body.code}`,
  });
}

function lowerCaseHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined)
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

/** Reads the body of a write; answers 413/PGRST102 itself and returns undefined then. */
async function readWriteBody(
  req: IncomingMessage,
  res: ServerResponse,
): Promise<string | null | undefined> {
  if (req.method !== "POST" && req.method !== "PATCH" && req.method !== "PUT") {
    req.resume();
    return null;
  }
  const body = await readBody(req);
  if (!body.ok) {
    if (body.reason === "too_large") sendError(res, restErrors.bodyTooLarge(BODY_LIMIT_BYTES));
    else res.destroy();
    return undefined;
  }
  const text = decodeUtf8(body.bytes);
  if (text === null) {
    sendError(res, restErrors.invalidJson());
    return undefined;
  }
  return text;
}

async function dispatch(
  deps: RestDeps,
  request: ServiceRequest,
  identity: Identity,
  body: string | null,
): Promise<RestResponse | RestError> {
  const { req, url, path } = request;
  const method = req.method ?? "GET";
  const segments = path.split("/").filter((segment) => segment !== "");
  if (segments.length === 0 && (method === "GET" || method === "HEAD"))
    return describeApi(deps.cache);
  if (segments[0] === "rpc") return restErrors.noFunction("public", segments[1] ?? "");
  if (segments.length !== 1) return restErrors.invalidPath();
  let name = segments[0] ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Left as sent: it names no table.
  }
  const write = method !== "GET" && method !== "HEAD";
  const profile = requestedProfile(req, write);
  if (profile !== null && !EXPOSED_SCHEMAS.includes(profile))
    return restErrors.schemaNotExposed(EXPOSED_SCHEMAS);
  const accept = negotiateAccept(req);
  if (!accept.ok) return restErrors.notAcceptable(accept.accept);
  if (write && method !== "DELETE") {
    const refused = refusedContentType(req);
    if (refused !== null) return restErrors.unsupportedContentType(refused);
  }
  if (!["GET", "HEAD", "POST", "PATCH", "DELETE"].includes(method))
    return restErrors.unsupportedMethod(method);
  const parsed = parseQuery(url.searchParams);
  if (!parsed.ok) return parsed.error;
  const table = await deps.cache.table(name);
  if (table === null)
    return restErrors.unknownTable("public", name, suggestTable(name, deps.cache.tableNames()));
  const prefs = parsePrefer(req);
  const selectMatters = !write || prefs.return === "representation";
  const invalid = await checkQuery(deps.cache, table, parsed.query, selectMatters);
  if (invalid !== null) return invalid;
  const range = req.headers.range;
  const restRequest: RestRequest = {
    db: deps.db,
    cache: deps.cache,
    table,
    query: parsed.query,
    prefs,
    singular: accept.singular,
    settings: {
      identity,
      method,
      path: `/${name}`,
      headers: lowerCaseHeaders(req),
      readOnly: !write,
    },
    range: typeof range === "string" ? range : null,
    body,
  };
  if (!write) return handleRead(restRequest, method === "HEAD");
  const outcome =
    method === "POST"
      ? await handleInsert(restRequest)
      : method === "PATCH"
        ? await handleUpdate(restRequest)
        : await handleDelete(restRequest);
  return outcome.ok ? outcome.response : outcome.error;
}

/** `/rest/v1`: the PostgREST subset supabase-js uses, over the real database. */
export function createRestService(deps: RestDeps): Service {
  return {
    prefix: "/rest/v1",
    async handle(request) {
      const { req, res, url } = request;
      const injected = await deps.faults.apply();
      if (injected !== null) {
        req.resume();
        sendError(res, restErrors.injected(injected));
        return;
      }
      const body = await readWriteBody(req, res);
      if (body === undefined) return;
      const who = await identify(req, url);
      if (!who.ok) {
        if ("gateway" in who) sendJson(res, who.gateway.status, who.gateway.body);
        else sendError(res, who.error);
        return;
      }
      let result: RestResponse | RestError;
      try {
        result = await dispatch(deps, request, who.identity, body);
      } catch (error) {
        if (error instanceof RestAbort) result = error.error;
        else {
          const pg = toPgError(error);
          if (pg === null) throw error;
          result = fromPgError(pg, who.identity.role);
        }
      }
      if (isRestError(result)) sendError(res, result);
      else sendRaw(res, result.status, result.body, result.headers);
    },
  };
}
