import type { IdentityRow, JsonMap, UserRow } from "./users";

/** A timestamp from either driver (Date or text) as ISO-8601, or undefined when unset. */
export function isoTime(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function withoutUndefined(object: Record<string, unknown>): JsonMap {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}

export function identityJson(identity: IdentityRow): JsonMap {
  return withoutUndefined({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: isoTime(identity.last_sign_in_at),
    created_at: isoTime(identity.created_at),
    updated_at: isoTime(identity.updated_at),
    email: identity.email ?? undefined,
  });
}

/** The user object Supabase Auth returns (`models.User`; unset times are left out). */
export function userJson(user: UserRow, identities: readonly IdentityRow[]): JsonMap {
  const confirmedAt = isoTime(user.email_confirmed_at);
  return withoutUndefined({
    id: user.id,
    aud: user.aud ?? "authenticated",
    role: user.role ?? "authenticated",
    email: user.email ?? "",
    email_confirmed_at: confirmedAt,
    phone: user.phone ?? "",
    confirmation_sent_at: isoTime(user.confirmation_sent_at),
    confirmed_at: confirmedAt,
    last_sign_in_at: isoTime(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: isoTime(user.created_at),
    updated_at: isoTime(user.updated_at),
    is_anonymous: user.is_anonymous,
  });
}
