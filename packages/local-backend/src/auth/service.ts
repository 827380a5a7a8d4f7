import { type Context, Hono } from "hono";
import { toPgError } from "../db/pg-error";
import type { Database } from "../db/types";
import { checkApiKey } from "../http/api-key";
import { bodyText, limitBody } from "../http/body";
import { jsonResponse, rawResponse } from "../http/send";
import { pathBelow, type Service } from "../http/service";
import { getUser, logout } from "./account";
import { admin } from "./admin";
import { type AuthOutcome, type AuthRequest, fail, ok } from "./context";
import { API_VERSION, authErrorResponse, authErrors, authJsonResponse } from "./errors";
import { signup } from "./signup";
import { token } from "./token";
import type { JsonMap } from "./users";

const PREFIX = "/auth/v1";

type Route = (request: AuthRequest) => Promise<AuthOutcome>;

const ROUTES: [method: string, path: string, route: Route][] = [
  ["POST", "/signup", signup],
  ["POST", "/token", token],
  ["POST", "/logout", logout],
  ["GET", "/user", getUser],
  [
    "GET",
    "/health",
    () =>
      Promise.resolve(
        ok(200, {
          version: "local",
          name: "GoTrue",
          description: "local-backend stand-in for Supabase Auth",
        }),
      ),
  ],
  [
    "GET",
    "/settings",
    () =>
      Promise.resolve(
        ok(200, {
          external: { email: true, phone: false },
          disable_signup: false,
          mailer_autoconfirm: true,
          phone_autoconfirm: false,
        }),
      ),
  ],
];

function parseBody(text: string): { ok: true; body: JsonMap } | { ok: false; detail: string } {
  if (text.trim() === "") return { ok: true, body: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value))
      return { ok: true, body: value as JsonMap };
    return { ok: false, detail: "expected a JSON object" };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : "invalid JSON" };
  }
}

/** Bad input that only the database notices (a NUL byte, say) is the client's error, not a 500. */
async function runHandler(run: () => Promise<AuthOutcome>): Promise<AuthOutcome> {
  try {
    return await run();
  } catch (error) {
    const pg = toPgError(error);
    if (pg !== null && pg.code.startsWith("22")) return fail(authErrors.validation(pg.message));
    throw error;
  }
}

async function answer(c: Context, db: Database, route: Route): Promise<Response> {
  const url = new URL(c.req.url);
  const headers = c.req.raw.headers;
  const method = c.req.method;
  const text = method === "GET" || method === "HEAD" ? "" : await bodyText(c);
  const parsed = text === null ? { ok: false as const, detail: "invalid UTF-8" } : parseBody(text);
  const issuer = `http://${url.host}${PREFIX}`;
  const path = pathBelow(url, PREFIX);
  const outcome = parsed.ok
    ? await runHandler(() => route({ db, method, headers, url, path, body: parsed.body, issuer }))
    : fail(authErrors.badJson(parsed.detail));
  if (!outcome.ok) return authErrorResponse(headers, outcome.error);
  if (outcome.status === 204)
    return rawResponse(204, null, { "X-Supabase-Api-Version": API_VERSION });
  return authJsonResponse(outcome.status, outcome.body);
}

/** `/auth/v1`: the Supabase Auth (GoTrue) subset the site uses, plus a minimal admin API. */
export function createAuthService(db: Database): Service {
  const app = new Hono();
  app.use(limitBody((c) => authErrorResponse(c.req.raw.headers, authErrors.bodyTooLarge())));
  // The gateway's apikey check comes before anything else, unknown routes included.
  app.use(async (c, next) => {
    const key = await checkApiKey(c.req.raw.headers, new URL(c.req.url));
    if (!key.ok) return jsonResponse(key.status, key.body);
    await next();
  });
  for (const [method, path, route] of ROUTES) app.on(method, path, (c) => answer(c, db, route));
  app.all("/admin/users", (c) => answer(c, db, admin));
  app.all("/admin/users/*", (c) => answer(c, db, admin));
  app.all("*", (c) =>
    authErrorResponse(
      c.req.raw.headers,
      authErrors.notFound(pathBelow(new URL(c.req.url), PREFIX)),
    ),
  );
  return { prefix: PREFIX, app };
}
