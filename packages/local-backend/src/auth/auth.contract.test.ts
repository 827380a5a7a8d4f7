import { AuthApiError, type SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyJwt } from "../jwt";
import { TEST_KEYS } from "../testing/test-keys";
import type { LocalBackend } from "../start";
import { anonClient, restFetch, startTestBackend } from "../testing/backend";
import { contactoRow } from "../testing/contactos";
import { grantStaffOverHttp } from "./staff";

let backend: LocalBackend;
let counter = 0;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

function newEmail(): string {
  counter += 1;
  return `Visitante${counter}.${Date.now()}@Example.com`;
}

async function signedUpClient(): Promise<{ client: SupabaseClient; email: string }> {
  const client = anonClient(backend.url);
  const email = newEmail();
  const { error } = await client.auth.signUp({ email, password: "secreto123" });
  if (error) throw error;
  return { client, email };
}

describe("sign up", () => {
  it("creates a confirmed user and signs in at once (autoconfirm)", async () => {
    const client = anonClient(backend.url);
    const email = newEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: "secreto123",
      options: { data: { nombre: "Ana" } },
    });
    expect(error).toBeNull();
    expect(data.session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(typeof data.session?.refresh_token).toBe("string");
    expect(data.user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email: email.toLowerCase(),
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { nombre: "Ana", email: email.toLowerCase(), email_verified: true },
      is_anonymous: false,
    });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: "email", user_id: data.user?.id });
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it("access tokens carry GoTrue's claims and verify with the secret", async () => {
    const { client, email } = await signedUpClient();
    const { data } = await client.auth.getSession();
    const token = data.session?.access_token ?? "";
    expect((await verifyJwt(token)).ok).toBe(true);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      iss: `${backend.url}/auth/v1`,
      aud: "authenticated",
      role: "authenticated",
      email: email.toLowerCase(),
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email" },
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(typeof claims.session_id).toBe("string");
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);
  });

  it("refuses a second sign-up with 422 user_already_exists", async () => {
    const { email } = await signedUpClient();
    const { data, error } = await anonClient(backend.url).auth.signUp({
      email: email.toUpperCase(),
      password: "otro-secreto",
    });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "user_already_exists",
      message: "User already registered",
    });
  });

  it("refuses weak passwords and bad e-mails", async () => {
    const weak = await anonClient(backend.url).auth.signUp({ email: newEmail(), password: "123" });
    expect(weak.error).toMatchObject({
      status: 422,
      code: "weak_password",
      message: "Password should be at least 6 characters.",
    });
    expect(weak.error && "reasons" in weak.error ? weak.error.reasons : null).toEqual(["length"]);
    const invalid = await anonClient(backend.url).auth.signUp({
      email: "no-es-email",
      password: "secreto123",
    });
    expect(invalid.error).toMatchObject({ status: 400, code: "validation_failed" });
  });
});

describe("sign in, refresh, user and sign out", () => {
  it("signs in with the password and reads the user", async () => {
    const { email } = await signedUpClient();
    const client = anonClient(backend.url);
    const signIn = await client.auth.signInWithPassword({ email, password: "secreto123" });
    expect(signIn.error).toBeNull();
    expect(signIn.data.user?.email).toBe(email.toLowerCase());
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(signIn.data.user?.id);
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  it("answers invalid_credentials for a wrong password and for an unknown e-mail", async () => {
    const { email } = await signedUpClient();
    for (const attempt of [
      { email, password: "equivocada" },
      { email: "nadie@example.com", password: "secreto123" },
    ]) {
      const { data, error } = await anonClient(backend.url).auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toMatchObject({
        status: 400,
        code: "invalid_credentials",
        message: "Invalid login credentials",
      });
    }
  });

  it("rotates the refresh token; the old one still answers within the reuse interval", async () => {
    const { client } = await signedUpClient();
    const before = (await client.auth.getSession()).data.session;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).not.toBe(before?.refresh_token);
    expect(data.session?.user.id).toBe(before?.user.id);
    // Within the reuse interval the old token answers with the active child.
    const reuse = await restFetch(backend.url, "/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ refresh_token: before?.refresh_token }),
    });
    expect(reuse.status).toBe(200);
    expect(((await reuse.json()) as { refresh_token: string }).refresh_token).toBe(
      data.session?.refresh_token,
    );
    const unknown = await restFetch(backend.url, "/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Supabase-Api-Version": "2024-01-01" },
      body: JSON.stringify({ refresh_token: "nope" }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(await unknown.json()).toEqual({
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });

  it("signs out: 204, and the refresh token and session stop working", async () => {
    const { client } = await signedUpClient();
    const session = (await client.auth.getSession()).data.session;
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const refresh = await anonClient(backend.url).auth.refreshSession({
      refresh_token: session?.refresh_token ?? "",
    });
    expect(refresh.error).toMatchObject({ status: 400, code: "refresh_token_not_found" });
    const user = await restFetch(backend.url, "/auth/v1/user", {
      headers: {
        Authorization: `Bearer ${session?.access_token ?? ""}`,
        "X-Supabase-Api-Version": "2024-01-01",
      },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toEqual({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
    const viaClient = await anonClient(backend.url).auth.getUser(session?.access_token);
    expect(viaClient.error?.name).toBe("AuthSessionMissingError");
  });

  it("GET /user refuses missing, anon and forged tokens", async () => {
    const missing = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: TEST_KEYS.publicKey, "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: "no_authorization",
      message: "This endpoint requires a valid Bearer token",
    });
    const anon = await anonClient(backend.url).auth.getUser(TEST_KEYS.publicKey);
    expect(anon.error).toMatchObject({
      status: 403,
      code: "bad_jwt",
      message: "invalid claim: missing sub claim",
    });
    const legacy = await restFetch(backend.url, "/auth/v1/user");
    expect(await legacy.json()).toEqual({
      code: 403,
      error_code: "bad_jwt",
      msg: "invalid claim: missing sub claim",
    });
  });

  it("a signed-in visitor inserts leads as authenticated", async () => {
    const { client } = await signedUpClient();
    const { error, status } = await client.from("contactos").insert(contactoRow());
    expect(error).toBeNull();
    expect(status).toBe(201);
  });
});

describe("staff", () => {
  it("make-staff's grant puts app_metadata.role = 'staff' in the next signed token", async () => {
    const { email } = await signedUpClient();
    const granted = await grantStaffOverHttp(backend.url, TEST_KEYS.serverKey, email);
    expect(granted.ok).toBe(true);
    const client = anonClient(backend.url);
    const { data, error } = await client.auth.signInWithPassword({ email, password: "secreto123" });
    expect(error).toBeNull();
    expect(data.user?.app_metadata).toMatchObject({ provider: "email", role: "staff" });
    const token = data.session?.access_token ?? "";
    const verified = await verifyJwt(token);
    expect(verified.ok).toBe(true);
    expect(decodeJwt(token)).toMatchObject({
      role: "authenticated",
      app_metadata: { role: "staff", provider: "email" },
    });
  });

  it("the admin API is for the service_role key only", async () => {
    const response = await restFetch(backend.url, "/auth/v1/admin/users", {
      headers: { "X-Supabase-Api-Version": "2024-01-01" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: "not_admin", message: "User not allowed" });
    expect(
      (await grantStaffOverHttp(backend.url, TEST_KEYS.serverKey, "nadie@example.com")).ok,
    ).toBe(false);
  });
});
