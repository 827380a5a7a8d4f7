import { getConnInfo } from "@hono/node-server/conninfo";
import type { MiddlewareHandler } from "hono";

/**
 * The request header with the client's address, as hosted Supabase's gateway (Cloudflare) sets
 * it: from the connection, overwriting whatever the client sent. The database's lead limits read
 * it (migration `…_limit_anonymous_leads.sql`); `X-Forwarded-For` stays the client's to write.
 */
export const CLIENT_ADDRESS_HEADER = "cf-connecting-ip";

/** An IPv4 address as Node reports it on a dual-stack socket (`::ffff:127.0.0.2`), unwrapped. */
function plainAddress(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
}

/** Sets the client-address header from the connection, as the gateway does, for every route. */
export function clientAddressHeader(): MiddlewareHandler {
  return async (c, next) => {
    const address = getConnInfo(c).remote.address;
    if (address) c.req.raw.headers.set(CLIENT_ADDRESS_HEADER, plainAddress(address));
    else c.req.raw.headers.delete(CLIENT_ADDRESS_HEADER);
    await next();
  };
}
