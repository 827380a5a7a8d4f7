import type { Hono } from "hono";

/**
 * One stand-in service: a Hono app mounted under a path prefix (`/rest/v1`, `/auth/v1`,
 * `/__admin`, `/store`, `/checkout`, `/store-media`, `/functions/v1`). CORS, preflights
 * included, is answered before a service is reached.
 */
export interface Service {
  readonly prefix: string;
  readonly app: Hono;
}

/** The path below a service's prefix, as sent (not decoded): `/contactos` for `/rest/v1/contactos`. */
export function pathBelow(url: URL, prefix: string): string {
  return url.pathname.slice(prefix.length);
}
