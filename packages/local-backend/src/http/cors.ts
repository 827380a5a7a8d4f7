import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/** The request headers supabase-js sends (reference §0). */
const ALLOWED_HEADERS =
  "apikey, authorization, content-type, content-profile, accept-profile, prefer, range, range-unit, x-client-info, x-supabase-api-version, x-retry-count";
const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE", "OPTIONS"];
/** Response headers the clients must be able to read from another origin. */
const EXPOSED_HEADERS = [
  "Content-Range",
  "Content-Location",
  "Range-Unit",
  "Preference-Applied",
  "X-Supabase-Api-Version",
  "x-sb-error-code",
];

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

export const DEFAULT_CORS_ORIGINS = [
  "http://localhost:3000",
  "http://localhost:3001",
  "http://127.0.0.1:3000",
  "http://127.0.0.1:3001",
];

/** Whether a browser origin may call the backend: the list, `*`, or any loopback origin. */
export function isAllowedOrigin(origin: string, allowed: readonly string[]): boolean {
  return allowed.includes("*") || allowed.includes(origin) || LOOPBACK_ORIGIN.test(origin);
}

/**
 * Hono's CORS for every route, preflights included, for the allowed origins. A preflight gets
 * back the headers it asked for exactly as sent (as PostgREST echoes them), else the list that
 * supabase-js sends.
 */
export function corsFor(allowed: readonly string[]): MiddlewareHandler {
  const options = {
    origin: (origin: string) => (isAllowedOrigin(origin, allowed) ? origin : null),
    allowMethods: ALLOWED_METHODS,
    exposeHeaders: EXPOSED_HEADERS,
    credentials: true,
    maxAge: 86400,
  };
  const simple = cors(options);
  return (c, next) =>
    c.req.method === "OPTIONS"
      ? cors({
          ...options,
          allowHeaders: [c.req.header("access-control-request-headers") || ALLOWED_HEADERS],
        })(c, next)
      : simple(c, next);
}
