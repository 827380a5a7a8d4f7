import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "@agencia/local-backend/keys";
import { grantStaffOverHttp } from "@agencia/local-backend/staff";
import type { Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { BACKEND_URL } from "./urls";

/** Where supabase-js keeps the session in the browser: `sb-<first label of the host>-auth-token`. */
export const SESSION_KEY = `sb-${new URL(BACKEND_URL).hostname.split(".")[0]}-auth-token`;

/** Makes a user staff as `make-staff` does: the Auth admin API with the service_role key. */
export async function makeStaff(email: string): Promise<void> {
  const result = await grantStaffOverHttp(BACKEND_URL, SERVICE_ROLE_KEY, email);
  if (!result.ok) throw new Error(result.reason);
}

/** Fills and sends /acceso's sign-up form. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole("form", { name: "Crear una cuenta" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel(/^Contraseña/).fill(password);
  await form.getByLabel(/^Repetí la contraseña/).fill(password);
  await form.getByRole("button", { name: "Crear cuenta" }).click();
}

/** Stores leads as the service does (it may set created_at, which visitors cannot). */
export async function seedLeads(rows: Record<string, unknown>[]): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/rest/v1/contactos`, {
    method: "POST",
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(rows),
  });
  if (response.status !== 201)
    throw new Error(`Seed failed: ${response.status} ${await response.text()}`);
}

function signed(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const head = `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}`;
  return `${head}.${createHmac("sha256", JWT_SECRET).update(head).digest("base64url")}`;
}

interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

export async function storedSession(page: Page): Promise<StoredSession | null> {
  const json = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return json ? (JSON.parse(json) as StoredSession) : null;
}

/**
 * Replaces the page's stored access token with the same one expired ten minutes ago (validly
 * signed, past PostgREST's 30 s skew), as a tab left open over lunch would have it.
 */
export async function expireAccessToken(page: Page): Promise<string> {
  const json = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  if (!json) throw new Error("No stored session");
  const session = JSON.parse(json) as StoredSession & Record<string, unknown>;
  const payload = session.access_token.split(".")[1] ?? "";
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const expired = signed({ ...claims, iat: now - 4200, exp: now - 600 });
  const value = JSON.stringify({ ...session, access_token: expired, expires_at: now - 600 });
  await page.evaluate(([key, stored]) => localStorage.setItem(key!, stored!), [SESSION_KEY, value]);
  return expired;
}

/** Signs the user out everywhere on the server (refresh tokens revoked), as another device would. */
export async function signOutEverywhere(accessToken: string): Promise<void> {
  const response = await fetch(`${BACKEND_URL}/auth/v1/logout?scope=global`, {
    method: "POST",
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${accessToken}` },
  });
  if (response.status !== 204) throw new Error(`Logout failed: ${response.status}`);
}

/**
 * A new staff member, signed up and in through the Auth API as the browser would: returns the
 * session as supabase-js keeps it in localStorage.
 */
export async function newStaffSession(
  email: string,
  password = "secreto-del-equipo",
): Promise<string> {
  const auth = (path: string) =>
    fetch(`${BACKEND_URL}/auth/v1/${path}`, {
      method: "POST",
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ email, password }),
    });
  const signUp = await auth("signup");
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status}`);
  await makeStaff(email);
  const signIn = await auth("token?grant_type=password");
  if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status}`);
  const session = (await signIn.json()) as StoredSession & { expires_in: number };
  return JSON.stringify({
    ...session,
    expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
  });
}

/** Puts that session where supabase-js looks for it, on every page this tab opens. */
export async function useStaffSession(page: Page, session: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [SESSION_KEY, session],
  );
}
