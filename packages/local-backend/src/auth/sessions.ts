import { randomBytes, randomUUID } from "node:crypto";
import type { Queryable } from "../db/types";

/** The CLI's `refresh_token_reuse_interval`: a just-rotated token still works this long. */
export const REUSE_INTERVAL_SECONDS = 10;

export interface SessionTokens {
  sessionId: string;
  /** Unix seconds the session started (the `amr` timestamp). */
  startedAt: number;
  refreshToken: string;
}

function newRefreshToken(): string {
  return randomBytes(16).toString("base64url");
}

function toUnixSeconds(value: unknown): number {
  const date = value instanceof Date ? value : new Date(String(value));
  const ms = date.getTime();
  return Number.isNaN(ms) ? Math.floor(Date.now() / 1000) : Math.floor(ms / 1000);
}

async function insertRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** A new session with its first refresh token. */
export async function createSession(db: Queryable, userId: string): Promise<SessionTokens> {
  const sessionId = randomUUID();
  await db.query(
    "insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')",
    [sessionId, userId],
  );
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null);
  return { sessionId, startedAt: Math.floor(Date.now() / 1000), refreshToken };
}

export type RotateResult =
  | { ok: true; userId: string; tokens: SessionTokens }
  | { ok: false; reason: "not_found" | "already_used" };

interface TokenRow {
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  session_started: unknown;
  recently_revoked: boolean;
  [key: string]: unknown;
}

/**
 * Refresh-token rotation as GoTrue does it: the token is revoked and a child issued. Reusing a
 * revoked token within the reuse interval returns the active child; later, it revokes the
 * whole session's tokens (reuse detection).
 */
export async function rotateRefreshToken(db: Queryable, token: string): Promise<RotateResult> {
  const found = await db.query<TokenRow>(
    `select t.token, t.user_id, t.revoked, t.session_id, s.created_at as session_started,
            (t.updated_at > now() - make_interval(secs => $2)) as recently_revoked
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token = $1 for update of t`,
    [token, REUSE_INTERVAL_SECONDS],
  );
  const row = found.rows[0];
  if (row === undefined || row.session_id === null) return { ok: false, reason: "not_found" };
  const sessionId = row.session_id;
  const startedAt = toUnixSeconds(row.session_started);
  if (row.revoked) {
    if (row.recently_revoked) {
      const child = await db.query<{ token: string }>(
        "select token from auth.refresh_tokens where parent = $1 and revoked = false order by id desc limit 1",
        [row.token],
      );
      const active = child.rows[0]?.token;
      if (active !== undefined)
        return {
          ok: true,
          userId: row.user_id,
          tokens: { sessionId, startedAt, refreshToken: active },
        };
    }
    await db.query(
      "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1",
      [sessionId],
    );
    return { ok: false, reason: "already_used" };
  }
  await db.query(
    "update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1",
    [row.token],
  );
  await db.query("update auth.sessions set updated_at = now() where id = $1", [sessionId]);
  const refreshToken = await insertRefreshToken(db, row.user_id, sessionId, row.token);
  return { ok: true, userId: row.user_id, tokens: { sessionId, startedAt, refreshToken } };
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const result = await db.query("select 1 from auth.sessions where id = $1", [sessionId]);
  return result.rows.length > 0;
}

/** Sign-out: `global` ends every session of the user, `local` this one, `others` all but this. */
export async function endSessions(
  db: Queryable,
  userId: string,
  scope: "global" | "local" | "others",
  sessionId: string | null,
): Promise<void> {
  if (scope === "global" || sessionId === null) {
    if (scope !== "others")
      await db.query("delete from auth.sessions where user_id = $1", [userId]);
    return;
  }
  if (scope === "local") await db.query("delete from auth.sessions where id = $1", [sessionId]);
  else
    await db.query("delete from auth.sessions where user_id = $1 and id <> $2", [
      userId,
      sessionId,
    ]);
}
