import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseEnv } from "node:util";
import { bearerToken } from "../http/api-key";
import { readBody } from "../http/read-body";
import { sendJson } from "../http/send";
import type { Service } from "../http/service";
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
  /** Stops every function process. */
  stop(): Promise<void>;
}

/**
 * `/functions/v1/{name}`: the Edge Functions of `dir` (`{name}/index.ts`), each in its own Deno
 * process, behind the gateway's JWT check (`verify_jwt`, the default): a request without a
 * valid JWT signed with the project's secret is refused before the function sees it.
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

  return {
    prefix: "/functions/v1",
    async handle({ req, res, url, path }) {
      const body = await readBody(req);
      const [, name = "", ...rest] = path.split("/");
      const fn = find(name);
      if (fn === null) {
        sendJson(res, 404, { code: "NOT_FOUND", message: "Requested function was not found" });
        return;
      }
      const token = bearerToken(req);
      if (token === null) {
        sendJson(res, 401, { msg: "Error: Missing authorization header" });
        return;
      }
      if (!(await verifyJwt(token)).ok) {
        sendJson(res, 401, { msg: "Invalid JWT" });
        return;
      }
      if (!body.ok) {
        sendJson(res, 413, { msg: "Request body too large" });
        return;
      }
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined && !NOT_FORWARDED.has(key))
          headers.set(key, Array.isArray(value) ? value.join(", ") : value);
      }
      const method = req.method ?? "GET";
      const answer = await fetch(`${await fn.url()}/${[name, ...rest].join("/")}${url.search}`, {
        method,
        headers,
        body: method === "GET" || method === "HEAD" ? undefined : new Uint8Array(body.bytes),
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      const sent: Record<string, string> = {};
      answer.headers.forEach((value, key) => {
        if (!NOT_FORWARDED.has(key) && key !== "content-encoding") sent[key] = value;
      });
      res.writeHead(answer.status, { ...sent, "Content-Length": String(bytes.length) });
      res.end(bytes);
    },
    async stop() {
      await Promise.all([...functions.values()].map((fn) => fn.stop()));
    },
  };
}
