import { bearerToken } from "../http/api-key";
import { verifyJwt, type JwtClaims } from "../jwt";
import type { AuthRequest } from "./context";
import { type AuthError, authErrors } from "./errors";
import { sessionExists } from "./sessions";
import { findUserById, type UserRow } from "./users";

export type Authenticated =
  | { ok: true; user: UserRow; claims: JwtClaims; sessionId: string | null }
  | { ok: false; error: AuthError };

function jwtDetail(message: string): string {
  if (message === "JWT expired") return "token has invalid claims: token is expired";
  if (message.startsWith("Expected 3 parts"))
    return "token is malformed: token contains an invalid number of segments";
  return "token signature is invalid: signature is invalid";
}

/** The claims of a valid Bearer token, as GoTrue checks it (no user lookup). */
export async function verifiedClaims(
  request: AuthRequest,
): Promise<{ ok: true; claims: JwtClaims } | { ok: false; error: AuthError }> {
  const token = bearerToken(request.headers);
  if (token === null) return { ok: false, error: authErrors.noAuthorization() };
  const verified = await verifyJwt(token);
  if (!verified.ok) return { ok: false, error: authErrors.badJwt(jwtDetail(verified.message)) };
  return { ok: true, claims: verified.claims };
}

/** The signed-in user behind `Authorization: Bearer <access token>`. */
export async function authenticate(request: AuthRequest): Promise<Authenticated> {
  const checked = await verifiedClaims(request);
  if (!checked.ok) return checked;
  const { claims } = checked;
  if (typeof claims.sub !== "string" || claims.sub === "")
    return { ok: false, error: authErrors.missingSub() };
  const user = await findUserById(request.db, claims.sub);
  if (user === null) return { ok: false, error: authErrors.userNotFoundFromSub() };
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : null;
  if (sessionId !== null && !(await sessionExists(request.db, sessionId))) {
    return { ok: false, error: authErrors.sessionNotFound() };
  }
  return { ok: true, user, claims, sessionId };
}
