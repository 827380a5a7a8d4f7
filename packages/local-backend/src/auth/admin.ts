import { verifiedClaims } from "./bearer";
import { type AuthOutcome, type AuthRequest, fail, ok } from "./context";
import { authErrors } from "./errors";
import { userJson } from "./user-json";
import { findUserById, identitiesOf, type JsonMap, listUsers, mergeMetadata } from "./users";

const ADMIN_ROLES = new Set(["service_role", "supabase_admin"]);

function isJsonMap(value: unknown): value is JsonMap {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function positiveInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
}

async function fullUser(request: AuthRequest, id: string): Promise<JsonMap | null> {
  const user = await findUserById(request.db, id);
  return user === null ? null : userJson(user, await identitiesOf(request.db, id));
}

/**
 * The part of GoTrue's admin API `make-staff` needs, service_role only:
 * `GET /admin/users`, `GET /admin/users/{id}`, `PUT /admin/users/{id}` (merges `app_metadata`
 * and `user_metadata`).
 */
export async function admin(request: AuthRequest): Promise<AuthOutcome> {
  const checked = await verifiedClaims(request);
  if (!checked.ok) return fail(checked.error);
  if (typeof checked.claims.role !== "string" || !ADMIN_ROLES.has(checked.claims.role))
    return fail(authErrors.notAdmin());
  const method = request.method;
  const id = /^\/admin\/users\/([^/]+)$/.exec(request.path)?.[1];
  if (request.path === "/admin/users" && method === "GET") {
    const page = positiveInt(request.url.searchParams.get("page"), 1, 1_000_000);
    const perPage = positiveInt(request.url.searchParams.get("per_page"), 50, 1000);
    const { users, total } = await listUsers(request.db, page, perPage);
    const items = await Promise.all(
      users.map(async (user) => userJson(user, await identitiesOf(request.db, user.id))),
    );
    return ok(200, { users: items, aud: "authenticated", total });
  }
  if (id === undefined) return fail(authErrors.notFound(request.path));
  if (method === "GET") {
    const user = await fullUser(request, id);
    return user === null ? fail(authErrors.userNotFound()) : ok(200, user);
  }
  if (method !== "PUT") return fail(authErrors.notFound(request.path));
  if ((await findUserById(request.db, id)) === null) return fail(authErrors.userNotFound());
  const { app_metadata: appMetadata, user_metadata: userMetadata } = request.body;
  if (isJsonMap(appMetadata)) await mergeMetadata(request.db, id, "raw_app_meta_data", appMetadata);
  if (isJsonMap(userMetadata))
    await mergeMetadata(request.db, id, "raw_user_meta_data", userMetadata);
  const user = await fullUser(request, id);
  return user === null ? fail(authErrors.userNotFound()) : ok(200, user);
}
