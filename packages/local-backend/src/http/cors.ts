import type { IncomingMessage, ServerResponse } from "node:http";

/** The request headers supabase-js sends (reference §0). */
const ALLOWED_HEADERS =
  "apikey, authorization, content-type, content-profile, accept-profile, prefer, range, range-unit, x-client-info, x-supabase-api-version, x-retry-count";
const ALLOWED_METHODS = "GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS";
/** Response headers the clients must be able to read from another origin. */
const EXPOSED_HEADERS =
  "Content-Range, Content-Location, Range-Unit, Preference-Applied, X-Supabase-Api-Version, x-sb-error-code";

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
 * Adds the CORS headers to a response. Returns true when the request was a preflight and has
 * been answered.
 */
export function handleCors(
  req: IncomingMessage,
  res: ServerResponse,
  allowed: readonly string[],
): boolean {
  const origin = req.headers.origin;
  const permitted = typeof origin === "string" && isAllowedOrigin(origin, allowed);
  res.setHeader("Vary", "Origin");
  if (permitted) {
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Access-Control-Allow-Credentials", "true");
    res.setHeader("Access-Control-Expose-Headers", EXPOSED_HEADERS);
  }
  const isPreflight = req.method === "OPTIONS";
  if (!isPreflight) return false;
  if (permitted) {
    const requested = req.headers["access-control-request-headers"];
    res.setHeader(
      "Access-Control-Allow-Headers",
      typeof requested === "string" && requested !== "" ? requested : ALLOWED_HEADERS,
    );
    res.setHeader("Access-Control-Allow-Methods", ALLOWED_METHODS);
    res.setHeader("Access-Control-Max-Age", "86400");
  }
  res.writeHead(204, { "Content-Length": "0" });
  res.end();
  return true;
}
