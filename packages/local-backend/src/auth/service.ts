import { toPgError } from "../db/pg-error";
import type { Database } from "../db/types";
import { checkApiKey } from "../http/api-key";
import { decodeUtf8, readBody } from "../http/read-body";
import { sendJson, sendRaw } from "../http/send";
import type { Service } from "../http/service";
import { getUser, logout } from "./account";
import { admin } from "./admin";
import { type AuthOutcome, type AuthRequest, fail, ok } from "./context";
import { API_VERSION, authErrors, sendAuthError, sendAuthJson } from "./errors";
import { signup } from "./signup";
import { token } from "./token";
import type { JsonMap } from "./users";

type Route = (request: AuthRequest) => Promise<AuthOutcome>;

const ROUTES: Record<string, Route> = {
  "POST /signup": signup,
  "POST /token": token,
  "POST /logout": logout,
  "GET /user": getUser,
  "GET /health": () =>
    Promise.resolve(
      ok(200, {
        version: "local",
        name: "GoTrue",
        description: "local-backend stand-in for Supabase Auth",
      }),
    ),
  "GET /settings": () =>
    Promise.resolve(
      ok(200, {
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
      }),
    ),
};

function route(method: string, path: string): Route | undefined {
  if (path === "/admin/users" || path.startsWith("/admin/users/")) return admin;
  return ROUTES[`${method} ${path}`];
}

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

/** `/auth/v1`: the Supabase Auth (GoTrue) subset the site uses, plus a minimal admin API. */
export function createAuthService(db: Database): Service {
  return {
    prefix: "/auth/v1",
    async handle({ req, res, url, path }) {
      const method = req.method ?? "GET";
      const raw = method === "GET" || method === "HEAD" ? null : await readBody(req);
      if (raw === null) req.resume();
      else if (!raw.ok) {
        if (raw.reason === "too_large") sendAuthError(req, res, authErrors.bodyTooLarge());
        else res.destroy();
        return;
      }
      const key = await checkApiKey(req, url);
      if (!key.ok) {
        sendJson(res, key.status, key.body);
        return;
      }
      const handler = route(method, path);
      if (handler === undefined) {
        sendAuthError(req, res, authErrors.notFound(path));
        return;
      }
      const text = raw === null ? "" : decodeUtf8(raw.bytes);
      const parsed =
        text === null ? { ok: false as const, detail: "invalid UTF-8" } : parseBody(text);
      const issuer = `http://${req.headers.host ?? "127.0.0.1:54321"}/auth/v1`;
      const outcome = parsed.ok
        ? await runHandler(() => handler({ db, req, url, path, body: parsed.body, issuer }))
        : fail(authErrors.badJson(parsed.detail));
      if (!outcome.ok) sendAuthError(req, res, outcome.error);
      else if (outcome.status === 204)
        sendRaw(res, 204, null, { "X-Supabase-Api-Version": API_VERSION });
      else sendAuthJson(res, outcome.status, outcome.body);
    },
  };
}
