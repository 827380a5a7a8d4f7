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

/** The gateway check every `/rest/v1` and `/auth/v1` call passes first. */
export async function checkApiKey(headers: Headers, url: URL): Promise<ApiKeyCheck> {
  const apiKey = headers.get("apikey") ?? url.searchParams.get("apikey") ?? "";
  if (apiKey === "") return { ok: false, status: 401, body: NO_API_KEY };
  const verified = await verifyJwt(apiKey);
  if (!verified.ok) return { ok: false, status: 401, body: INVALID_API_KEY };
  return { ok: true, apiKey };
}

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(headers: Headers): string | null {
  const value = headers.get("authorization");
  if (value === null) return null;
  const match = /^bearer\s+(.+)$/i.exec(value.trim());
  return match?.[1] ?? null;
}
