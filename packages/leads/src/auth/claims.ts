import type { Session } from "@supabase/supabase-js";

/** The `app_metadata.role` the staff policy on contactos checks (set only by service_role). */
export const STAFF_ROLE = "staff";

/**
 * The claims of an access token, unverified: the browser only uses them to choose what to show.
 * What a user may read is decided by Postgres, which verifies the token.
 */
export function accessTokenClaims(accessToken: string): Record<string, unknown> | null {
  const payload = accessToken.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === "object" && claims !== null
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Whether the session's token carries `app_metadata.role = 'staff'`, as RLS will see it. */
export function isStaff(session: Pick<Session, "access_token"> | null): boolean {
  if (!session) return false;
  const appMetadata = accessTokenClaims(session.access_token)?.app_metadata;
  return (
    typeof appMetadata === "object" &&
    appMetadata !== null &&
    (appMetadata as Record<string, unknown>).role === STAFF_ROLE
  );
}
