import { verifyJwt } from "../jwt";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../keys";

/** The hosted gateway's answers for a missing or unknown `apikey` (reference §1.3). */
export const NO_API_KEY = {
  message: "No API key found in request",
  hint: "No `apikey` request header or url param was found.",
} as const;
export const INVALID_API_KEY = {
  message: "Invalid API key",
  hint: "Double check your Supabase `anon` or `service_role` API key.",
} as const;
/** A secret key sent by a browser: the hosted gateway refuses it, whatever it would reach. */
export const SECRET_KEY_IN_BROWSER = {
  message: "Forbidden use of secret API key in browser",
} as const;

/**
 * The project's publishable and secret keys, and the JWT the gateway forwards for each: they
 * are not JWTs, so the hosted gateway mints a short-lived one with the role they stand for
 * (`anon`, `service_role`); the local one forwards the CLI's demo JWT of that role, as the
 * CLI's own gateway does.
 */
const OPAQUE_KEYS: ReadonlyMap<string, string> = new Map([
  [PUBLISHABLE_KEY, ANON_KEY],
  [SECRET_KEY, SERVICE_ROLE_KEY],
]);
const OPAQUE_PREFIX = "sb_";

export type ApiKeyCheck =
  | { ok: true; apiKey: string }
  | {
      ok: false;
      status: 401;
      body: typeof NO_API_KEY | typeof INVALID_API_KEY | typeof SECRET_KEY_IN_BROWSER;
    };

function apiKeyOf(headers: Headers, url: URL): string {
  return headers.get("apikey") ?? url.searchParams.get("apikey") ?? "";
}

/** Browsers announce themselves as `Mozilla/5.0 (…)`; the hosted gateway matches on it. */
function fromBrowser(headers: Headers): boolean {
  return /^mozilla\//i.test(headers.get("user-agent") ?? "");
}

/**
 * The gateway check every `/rest/v1` and `/auth/v1` call passes first: the `apikey` is one of
 * the project's publishable or secret keys (never a secret key from a browser), or a legacy
 * anon or service_role JWT.
 */
export async function checkApiKey(headers: Headers, url: URL): Promise<ApiKeyCheck> {
  const apiKey = apiKeyOf(headers, url);
  if (apiKey === "") return { ok: false, status: 401, body: NO_API_KEY };
  if (apiKey === SECRET_KEY && fromBrowser(headers))
    return { ok: false, status: 401, body: SECRET_KEY_IN_BROWSER };
  if (OPAQUE_KEYS.has(apiKey)) return { ok: true, apiKey };
  if (apiKey.startsWith(OPAQUE_PREFIX) || !(await verifyJwt(apiKey)).ok)
    return { ok: false, status: 401, body: INVALID_API_KEY };
  return { ok: true, apiKey };
}

/**
 * The JWT the gateway passes on for an `apikey`: for a publishable or secret key, the JWT of
 * its role; a legacy key is one already.
 */
export function keyToken(apiKey: string): string {
  return OPAQUE_KEYS.get(apiKey) ?? apiKey;
}

/**
 * The token of `Authorization: Bearer <token>` as the gateway passes it on, or null: a user's
 * or a legacy key's JWT as sent; a publishable or secret key (supabase-js sends the `apikey` as
 * Bearer too) becomes the JWT of its role when it equals the `apikey`, and otherwise goes on as
 * sent, to be refused as no JWT (the Supabase CLI's gateway rewrites it the same way).
 */
export function bearerToken(headers: Headers): string | null {
  const value = headers.get("authorization");
  if (value === null) return null;
  const sent = /^bearer\s+(.+)$/i.exec(value.trim())?.[1] ?? null;
  if (sent === null || !sent.startsWith(OPAQUE_PREFIX) || sent !== headers.get("apikey"))
    return sent;
  return keyToken(sent);
}
