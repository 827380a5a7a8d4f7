import { decodeJwt, decodeProtectedHeader } from "jose";
import { describe, expect, it } from "vitest";
import { verifyJwt } from "./jwt";
import { ANON_KEY, JWT_SECRET, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "./keys";
import { hs256 } from "./testing/tokens";

describe("the Supabase CLI demo keys", () => {
  it("are the anon and service_role payloads signed HS256 with the CLI secret", async () => {
    expect(decodeProtectedHeader(ANON_KEY)).toEqual({ alg: "HS256", typ: "JWT" });
    expect(decodeJwt(ANON_KEY)).toEqual({ iss: "supabase-demo", role: "anon", exp: 1983812996 });
    expect(decodeJwt(SERVICE_ROLE_KEY)).toEqual({
      iss: "supabase-demo",
      role: "service_role",
      exp: 1983812996,
    });
    expect(await verifyJwt(ANON_KEY)).toEqual({ ok: true, claims: decodeJwt(ANON_KEY) });
    expect(await verifyJwt(SERVICE_ROLE_KEY)).toMatchObject({ ok: true });
    expect(hs256({ iss: "supabase-demo", role: "anon", exp: 1983812996 })).toBe(ANON_KEY);
    expect(SERVICE_ROLE_KEY.endsWith("EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU")).toBe(true);
  });
});

describe("the exported secret", () => {
  it("is the Supabase CLI's local JWT secret", () => {
    expect(JWT_SECRET).toBe("super-secret-jwt-token-with-at-least-32-characters-long");
  });
});

describe("the Supabase CLI's local publishable and secret keys", () => {
  it("are the opaque keys `supabase status` prints, not JWTs", () => {
    expect(PUBLISHABLE_KEY).toMatch(/^sb_publishable_[\w-]+$/);
    expect(SECRET_KEY).toMatch(/^sb_secret_[\w-]+$/);
    expect(PUBLISHABLE_KEY.split(".")).toHaveLength(1);
  });
});
