import { type Context, Hono } from "hono";
import type { Faults } from "../admin/faults";
import { toPgError } from "../db/pg-error";
import type { SchemaCache } from "../db/schema-cache";
import type { Database } from "../db/types";
import { BODY_LIMIT_BYTES, bodyText, limitBody } from "../http/body";
import { jsonResponse, rawResponse } from "../http/send";
import { pathBelow, type Service } from "../http/service";
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

const PREFIX = "/rest/v1";
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

function errorResponse(error: RestError): Response {
  return rawResponse(error.status, JSON.stringify(error.body), {
    ...error.headers,
    "Proxy-Status": `PostgREST; error=${error.body.code}`,
  });
}

function lowerCaseHeaders(headers: Headers): Record<string, string> {
  // Header names of a Fetch Headers object are already lower case.
  return Object.fromEntries(headers);
}

/** The text of a write's body (null for reads); undefined when it is not UTF-8. */
async function writeBody(c: Context): Promise<string | null | undefined> {
  const method = c.req.method;
  if (method !== "POST" && method !== "PATCH" && method !== "PUT") return null;
  return (await bodyText(c)) ?? undefined;
}

async function dispatch(
  deps: RestDeps,
  c: Context,
  identity: Identity,
  body: string | null,
): Promise<RestResponse | RestError> {
  const url = new URL(c.req.url);
  const path = pathBelow(url, PREFIX);
  const headers = c.req.raw.headers;
  const method = c.req.method;
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
  const profile = requestedProfile(headers, write);
  if (profile !== null && !EXPOSED_SCHEMAS.includes(profile))
    return restErrors.schemaNotExposed(EXPOSED_SCHEMAS);
  const accept = negotiateAccept(headers);
  if (!accept.ok) return restErrors.notAcceptable(accept.accept);
  if (write && method !== "DELETE") {
    const refused = refusedContentType(headers);
    if (refused !== null) return restErrors.unsupportedContentType(refused);
  }
  if (!["GET", "HEAD", "POST", "PATCH", "DELETE"].includes(method))
    return restErrors.unsupportedMethod(method);
  const parsed = parseQuery(url.searchParams);
  if (!parsed.ok) return parsed.error;
  const table = await deps.cache.table(name);
  if (table === null)
    return restErrors.unknownTable("public", name, suggestTable(name, deps.cache.tableNames()));
  const prefs = parsePrefer(headers);
  const selectMatters = !write || prefs.return === "representation";
  const invalid = await checkQuery(deps.cache, table, parsed.query, selectMatters);
  if (invalid !== null) return invalid;
  const range = headers.get("range");
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
      headers: lowerCaseHeaders(headers),
      readOnly: !write,
    },
    range,
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
  const app = new Hono();
  // An injected fault comes first, before the body is read.
  app.use(async (c, next) => {
    const injected = await deps.faults.apply();
    if (injected !== null) return errorResponse(restErrors.injected(injected));
    await next();
  });
  app.use(limitBody(() => errorResponse(restErrors.bodyTooLarge(BODY_LIMIT_BYTES))));
  app.all("*", async (c) => {
    const body = await writeBody(c);
    if (body === undefined) return errorResponse(restErrors.invalidJson());
    const who = await identify(c.req.raw.headers, new URL(c.req.url));
    if (!who.ok) {
      return "gateway" in who
        ? jsonResponse(who.gateway.status, who.gateway.body)
        : errorResponse(who.error);
    }
    let result: RestResponse | RestError;
    try {
      result = await dispatch(deps, c, who.identity, body);
    } catch (error) {
      if (error instanceof RestAbort) result = error.error;
      else {
        const pg = toPgError(error);
        if (pg === null) throw error;
        result = fromPgError(pg, who.identity.role);
      }
    }
    return isRestError(result)
      ? errorResponse(result)
      : rawResponse(result.status, result.body, result.headers);
  });
  return { prefix: PREFIX, app };
}
