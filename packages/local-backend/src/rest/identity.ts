import { bearerToken, checkApiKey, keyToken } from "../http/api-key";
import { verifyJwt, type JwtClaims } from "../jwt";
import { ANON_ROLE, restErrors, type RestError } from "./errors";

/** Who a REST request runs as: PostgREST's role and the claims it exposes to SQL. */
export interface Identity {
  role: string;
  claims: JwtClaims;
}

export type IdentityResult =
  | { ok: true; identity: Identity }
  | { ok: false; gateway: { status: number; body: object } }
  | { ok: false; error: RestError };

/**
 * The gateway's `apikey` check, then PostgREST's: verify the Bearer token (the apikey's when
 * there is none) and take the role from its `role` claim, anon when absent.
 */
export async function identify(headers: Headers, url: URL): Promise<IdentityResult> {
  const key = await checkApiKey(headers, url);
  if (!key.ok) return { ok: false, gateway: { status: key.status, body: key.body } };
  const token = bearerToken(headers) ?? keyToken(key.apiKey);
  const verified = await verifyJwt(token);
  if (!verified.ok) {
    const code = verified.kind === "claims" ? "PGRST303" : "PGRST301";
    return { ok: false, error: restErrors.jwt(code, verified.message, verified.details) };
  }
  const claimed = verified.claims.role;
  const role = typeof claimed === "string" && claimed !== "" ? claimed : ANON_ROLE;
  return { ok: true, identity: { role, claims: { ...verified.claims, role } } };
}
