import type { IncomingMessage } from "node:http";
import { verifyJwt } from "../jwt";

/** The hosted gateway's answers for a missing or unknown `apikey` (reference §1.3). */
export const NO_API_KEY = {
  message: "No API key found in request",
  hint: "No `apikey` request header or url param was found.",
} as const;
export const INVALID_API_KEY = {
  message: "Invalid API key",
  hint: "Double check your Supabase `anon` or `service_role` API key.",
} as const;

export type ApiKeyCheck =
  | { ok: true; apiKey: string }
  | { ok: false; status: 401; body: typeof NO_API_KEY | typeof INVALID_API_KEY };

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The gateway check every `/rest/v1` and `/auth/v1` call passes first. */
export async function checkApiKey(req: IncomingMessage, url: URL): Promise<ApiKeyCheck> {
  const apiKey = header(req, "apikey") ?? url.searchParams.get("apikey") ?? "";
  if (apiKey === "") return { ok: false, status: 401, body: NO_API_KEY };
  const verified = await verifyJwt(apiKey);
  if (!verified.ok) return { ok: false, status: 401, body: INVALID_API_KEY };
  return { ok: true, apiKey };
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: IncomingMessage): string | null {
  const value = header(req, "authorization");
  if (value === undefined) return null;
  const match = /^bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}
