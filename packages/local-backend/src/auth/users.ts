import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/types";

export type JsonMap = Record<string, unknown>;

/** The columns of `auth.users` the local auth endpoints read. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: unknown;
  confirmation_sent_at: unknown;
  last_sign_in_at: unknown;
  raw_app_meta_data: JsonMap | null;
  raw_user_meta_data: JsonMap | null;
  created_at: unknown;
  updated_at: unknown;
  phone: string | null;
  banned_until: unknown;
  is_anonymous: boolean;
  [key: string]: unknown;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: JsonMap;
  provider: string;
  last_sign_in_at: unknown;
  created_at: unknown;
  updated_at: unknown;
  email: string | null;
  [key: string]: unknown;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone, banned_until, is_anonymous`;

/** E-mails are stored trimmed and lower-cased, as GoTrue does. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where email = $1 and is_anonymous = false and deleted_at is null`,
    [normaliseEmail(email)],
  );
  return result.rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return result.rows[0] ?? null;
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const result = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return result.rows;
}

/** A confirmed e-mail user with its `email` identity (autoconfirm, as the CLI's default). */
export async function createEmailUser(
  db: Queryable,
  input: { email: string; passwordHash: string; data: JsonMap },
): Promise<UserRow> {
  const id = randomUUID();
  const email = normaliseEmail(input.email);
  const identityData = { sub: id, email, email_verified: true, phone_verified: false };
  const appMetadata = { provider: "email", providers: ["email"] };
  const result = await db.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
                             is_super_admin, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
             now(), $4::jsonb, $5::jsonb, now(), now(), false, false)
     returning ${USER_COLUMNS}`,
    [
      id,
      email,
      input.passwordHash,
      JSON.stringify(appMetadata),
      JSON.stringify({ ...input.data, ...identityData }),
    ],
  );
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3::jsonb, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  const user = result.rows[0];
  if (user === undefined) throw new Error("insert into auth.users returned no row");
  return user;
}

/** Stamps a sign-in on the user and its e-mail identity; returns the fresh row. */
export async function recordSignIn(db: Queryable, userId: string): Promise<UserRow> {
  const result = await db.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [userId],
  );
  await db.query("update auth.identities set last_sign_in_at = now() where user_id = $1", [userId]);
  const user = result.rows[0];
  if (user === undefined) throw new Error(`user ${userId} vanished`);
  return user;
}

/** Merges keys into a metadata object; a key set to null is removed (GoTrue's rule). */
export async function mergeMetadata(
  db: Queryable,
  userId: string,
  column: "raw_app_meta_data" | "raw_user_meta_data",
  patch: JsonMap,
): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `update auth.users
        set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb)
              - coalesce((select array_agg(key) from jsonb_each($2::jsonb) where jsonb_typeof(value) = 'null'), '{}'::text[]),
            updated_at = now()
      where id = $1 returning ${USER_COLUMNS}`,
    [userId, JSON.stringify(patch)],
  );
  return result.rows[0] ?? null;
}

export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: UserRow[]; total: number }> {
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const total = await db.query<{ n: number }>(
    "select count(*)::int as n from auth.users where deleted_at is null",
  );
  return { users: result.rows, total: total.rows[0]?.n ?? 0 };
}
