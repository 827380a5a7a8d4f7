import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrap } from "../db/bootstrap";
import { openDatabase } from "../db/open";
import type { Database } from "../db/types";
import { createSession, endSessions, rotateRefreshToken } from "./sessions";
import { createEmailUser } from "./users";

let db: Database;

beforeAll(async () => {
  db = await openDatabase("memory");
  await bootstrap(db);
});

afterAll(async () => {
  await db.close();
});

async function newSession() {
  const user = await createEmailUser(db, {
    email: `u${Date.now()}${Math.random()}@example.com`,
    passwordHash: "x",
    data: {},
  });
  return { userId: user.id, ...(await createSession(db, user.id)) };
}

const rotate = (token: string) => db.transaction((tx) => rotateRefreshToken(tx, token));

describe("refresh-token rotation", () => {
  it("issues a child token and revokes the parent", async () => {
    const session = await newSession();
    const first = await rotate(session.refreshToken);
    expect(first).toMatchObject({
      ok: true,
      userId: session.userId,
      tokens: { sessionId: session.sessionId },
    });
    if (!first.ok) return;
    expect(first.tokens.refreshToken).not.toBe(session.refreshToken);
    const second = await rotate(first.tokens.refreshToken);
    expect(second.ok).toBe(true);
  });

  it("reusing a parent after the reuse interval revokes the whole session (reuse detection)", async () => {
    const session = await newSession();
    const child = await rotate(session.refreshToken);
    if (!child.ok) throw new Error("rotation failed");
    await db.query(
      "update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1",
      [session.refreshToken],
    );
    expect(await rotate(session.refreshToken)).toEqual({ ok: false, reason: "already_used" });
    expect(await rotate(child.tokens.refreshToken)).toMatchObject({ ok: false });
  });

  it("an unknown token is not found", async () => {
    expect(await rotate("nope")).toEqual({ ok: false, reason: "not_found" });
  });

  it("signing out locally keeps the user's other sessions", async () => {
    const a = await newSession();
    const b = await createSession(db, a.userId);
    await endSessions(db, a.userId, "local", a.sessionId);
    expect(await rotate(a.refreshToken)).toEqual({ ok: false, reason: "not_found" });
    expect((await rotate(b.refreshToken)).ok).toBe(true);
    await endSessions(db, a.userId, "global", b.sessionId);
    const left = await db.query("select 1 from auth.sessions where user_id = $1", [a.userId]);
    expect(left.rows).toHaveLength(0);
  });
});
