import type { Queryable } from "../db/types";
import { findUserByEmail, mergeMetadata } from "./users";

/** The `app_metadata.role` that staff-only policies check through `auth.jwt()`. */
export const STAFF_ROLE = "staff";

export type StaffResult = { ok: true; userId: string } | { ok: false; reason: string };

/** Sets `app_metadata.role = 'staff'` directly in `auth.users`. */
export async function grantStaffInDatabase(db: Queryable, email: string): Promise<StaffResult> {
  const user = await findUserByEmail(db, email);
  if (user === null) return { ok: false, reason: `No user with e-mail ${email}` };
  await mergeMetadata(db, user.id, "raw_app_meta_data", { role: STAFF_ROLE });
  return { ok: true, userId: user.id };
}

interface AdminUser {
  id: string;
  email?: string;
}

function isAdminUserList(value: unknown): value is { users: AdminUser[] } {
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as { users?: unknown }).users)
  );
}

/**
 * The same through the Auth admin API of a running backend (or a hosted project):
 * `GET /auth/v1/admin/users` to find the user, `PUT /auth/v1/admin/users/{id}` to merge
 * `app_metadata`. Throws when nothing answers at `baseUrl`.
 */
export async function grantStaffOverHttp(
  baseUrl: string,
  serviceKey: string,
  email: string,
): Promise<StaffResult> {
  const headers = {
    apikey: serviceKey,
    Authorization: `Bearer ${serviceKey}`,
    "Content-Type": "application/json",
  };
  const wanted = email.trim().toLowerCase();
  const perPage = 1000;
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `${baseUrl}/auth/v1/admin/users?page=${page}&per_page=${perPage}`,
      { headers },
    );
    if (!response.ok)
      return {
        ok: false,
        reason: `Listing users failed: HTTP ${response.status} ${await response.text()}`,
      };
    const body: unknown = await response.json();
    if (!isAdminUserList(body))
      return { ok: false, reason: "Unexpected answer from /auth/v1/admin/users" };
    const user = body.users.find((candidate) => candidate.email?.toLowerCase() === wanted);
    if (user !== undefined) {
      const update = await fetch(`${baseUrl}/auth/v1/admin/users/${user.id}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ app_metadata: { role: STAFF_ROLE } }),
      });
      if (!update.ok)
        return { ok: false, reason: `Update failed: HTTP ${update.status} ${await update.text()}` };
      return { ok: true, userId: user.id };
    }
    if (body.users.length < perPage) return { ok: false, reason: `No user with e-mail ${email}` };
  }
}
