import type { Queryable } from "../db/types";
import { signJwt } from "../jwt";
import type { SessionTokens } from "./sessions";
import { userJson } from "./user-json";
import { identitiesOf, type JsonMap, type UserRow } from "./users";

/** The CLI's `jwt_expiry`. */
export const ACCESS_TOKEN_SECONDS = 3600;

/**
 * The access token Supabase Auth issues (§4.2): `app_metadata` comes from the user row, so a
 * role set there (`app_metadata.role = 'staff'`) reaches RLS policies through `auth.jwt()`.
 */
export function accessTokenClaims(
  user: UserRow,
  tokens: SessionTokens,
  issuer: string,
  now: number,
): JsonMap {
  return {
    iss: issuer,
    sub: user.id,
    aud: user.aud ?? "authenticated",
    exp: now + ACCESS_TOKEN_SECONDS,
    iat: now,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? "authenticated",
    aal: "aal1",
    amr: [{ method: "password", timestamp: tokens.startedAt }],
    session_id: tokens.sessionId,
    is_anonymous: user.is_anonymous,
  };
}

/** The session object of signup and `/token` answers. */
export async function sessionJson(
  db: Queryable,
  user: UserRow,
  tokens: SessionTokens,
  issuer: string,
): Promise<JsonMap> {
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await signJwt(accessTokenClaims(user, tokens, issuer, now));
  return {
    access_token: accessToken,
    token_type: "bearer",
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: now + ACCESS_TOKEN_SECONDS,
    refresh_token: tokens.refreshToken,
    user: userJson(user, await identitiesOf(db, user.id)),
  };
}
