import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { Hono } from "hono";
import { bearerToken, keyToken } from "../http/api-key";
import { limitBody } from "../http/body";
import { jsonResponse } from "../http/send";
import { pathBelow, type Service } from "../http/service";
import { verifyJwt } from "../jwt";
import { DenoFunction } from "./deno";

/** `supabase/functions/.env`, which `supabase functions serve` reads too; absent is empty. */
function readEnvFile(path: string): Record<string, string> {
  try {
    return parseEnv(readFileSync(path, "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
}

const PREFIX = "/functions/v1";
const NAME = /^[a-z0-9][a-z0-9_-]*$/;
/** Hop-by-hop and per-connection headers, not passed through the proxy. */
const NOT_FORWARDED = new Set([
  "host",
  "connection",
  "content-length",
  "transfer-encoding",
  "keep-alive",
]);

export interface FunctionsService extends Service {
  /**
   * Starts every function of the folder, so the first call (the first lead's e-mail) does not
   * wait for Deno to start, which takes seconds on a busy machine.
   */
  start(): Promise<void>;
  /** Stops every function process. */
  stop(): Promise<void>;
}

/**
 * `/functions/v1/{name}`: the Edge Functions of `dir` (`{name}/index.ts`), each in its own Deno
 * process, behind the gateway's JWT check (`verify_jwt`, the default): a request without a
 * valid JWT signed with the project's secret is refused before the function sees it. As on the
 * hosted platform, a publishable or secret key passes it too, as Bearer or as `apikey`; the
 * function itself decides what that caller may do.
 */
export function createFunctionsService(
  dir: string,
  secrets: () => Readonly<Record<string, string>>,
): FunctionsService {
  const functions = new Map<string, DenoFunction>();

  const find = (name: string): DenoFunction | null => {
    const entry = join(dir, name, "index.ts");
    if (!NAME.test(name) || !existsSync(entry)) return null;
    let fn = functions.get(name);
    if (fn === undefined) {
      fn = new DenoFunction(name, entry, { ...readEnvFile(join(dir, ".env")), ...secrets() });
      functions.set(name, fn);
    }
    return fn;
  };

  const app = new Hono();
  app.use(limitBody(() => jsonResponse(413, { msg: "Request body too large" })));
  app.all("*", async (c) => {
    const url = new URL(c.req.url);
    const [, name = "", ...rest] = pathBelow(url, PREFIX).split("/");
    const fn = find(name);
    if (fn === null)
      return jsonResponse(404, { code: "NOT_FOUND", message: "Requested function was not found" });
    const apiKey = c.req.header("apikey");
    const token =
      bearerToken(c.req.raw.headers) ?? (apiKey?.startsWith("sb_") ? keyToken(apiKey) : null);
    if (token === null) return jsonResponse(401, { msg: "Error: Missing authorization header" });
    if (!(await verifyJwt(token)).ok) return jsonResponse(401, { msg: "Invalid JWT" });
    const headers = new Headers(c.req.raw.headers);
    for (const name of NOT_FORWARDED) headers.delete(name);
    const method = c.req.method;
    const answer = await fetch(`${await fn.url()}/${[name, ...rest].join("/")}${url.search}`, {
      method,
      headers,
      body: method === "GET" || method === "HEAD" ? undefined : await c.req.arrayBuffer(),
    });
    const sent = new Headers(answer.headers);
    for (const name of [...NOT_FORWARDED, "content-encoding"]) sent.delete(name);
    return new Response(answer.body, { status: answer.status, headers: sent });
  });
  return {
    prefix: PREFIX,
    app,
    async start() {
      const names = readdirSync(dir, { withFileTypes: true }).filter((entry) =>
        entry.isDirectory(),
      );
      await Promise.all(names.map((entry) => find(entry.name)?.url()));
    },
    async stop() {
      await Promise.all([...functions.values()].map((fn) => fn.stop()));
    },
  };
}
