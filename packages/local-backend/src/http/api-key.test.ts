import { describe, expect, it } from "vitest";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../keys";
import { hs256 } from "../testing/tokens";
import {
  INVALID_API_KEY,
  SECRET_KEY_IN_BROWSER,
  bearerToken,
  checkApiKey,
  keyToken,
} from "./api-key";

const URL_ = new URL("http://127.0.0.1:54321/rest/v1/contactos");
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36";
const check = (headers: Record<string, string>, url = URL_) =>
  checkApiKey(new Headers(headers), url);

describe("the gateway's apikey check", () => {
  it("lets in the publishable and secret keys and the legacy anon and service_role JWTs", async () => {
    for (const apikey of [PUBLISHABLE_KEY, SECRET_KEY, ANON_KEY, SERVICE_ROLE_KEY])
      expect(await check({ apikey })).toEqual({ ok: true, apiKey: apikey });
    const query = new URL(`${URL_.href}?apikey=${PUBLISHABLE_KEY}`);
    expect(await check({}, query)).toMatchObject({ ok: true });
  });

  it("refuses a key of either kind the project does not have", async () => {
    for (const apikey of ["sb_publishable_otro", "sb_secret_otro", `${PUBLISHABLE_KEY}x`])
      expect(await check({ apikey })).toEqual({ ok: false, status: 401, body: INVALID_API_KEY });
    const forged = hs256({ role: "service_role" }, "another-secret-that-is-long-enough-0000");
    expect(await check({ apikey: forged })).toMatchObject({ body: INVALID_API_KEY });
  });

  it("refuses the secret key from a browser, and lets the publishable key in from one", async () => {
    expect(await check({ apikey: SECRET_KEY, "user-agent": BROWSER })).toEqual({
      ok: false,
      status: 401,
      body: SECRET_KEY_IN_BROWSER,
    });
    expect(await check({ apikey: PUBLISHABLE_KEY, "user-agent": BROWSER })).toMatchObject({
      ok: true,
    });
    expect(await check({ apikey: SECRET_KEY, "user-agent": "node" })).toMatchObject({ ok: true });
  });
});

describe("the Bearer token the gateway passes on", () => {
  const bearer = (headers: Record<string, string>) => bearerToken(new Headers(headers));

  it("turns a publishable or secret key sent as both apikey and Bearer into its role's JWT", () => {
    expect(bearer({ apikey: PUBLISHABLE_KEY, authorization: `Bearer ${PUBLISHABLE_KEY}` })).toBe(
      ANON_KEY,
    );
    expect(bearer({ apikey: SECRET_KEY, authorization: `bearer ${SECRET_KEY}` })).toBe(
      SERVICE_ROLE_KEY,
    );
  });

  it("passes a user's JWT on as sent, whatever the apikey", () => {
    const user = hs256({ role: "authenticated", sub: "u1" });
    expect(bearer({ apikey: PUBLISHABLE_KEY, authorization: `Bearer ${user}` })).toBe(user);
  });

  it("passes on, to be refused as no JWT, a key as Bearer that is not the apikey", () => {
    expect(bearer({ apikey: PUBLISHABLE_KEY, authorization: `Bearer ${SECRET_KEY}` })).toBe(
      SECRET_KEY,
    );
    expect(bearer({ authorization: `Bearer ${SECRET_KEY}` })).toBe(SECRET_KEY);
  });

  it("is absent without an Authorization header; the apikey then stands for its role", () => {
    expect(bearer({ apikey: SECRET_KEY })).toBeNull();
    expect(keyToken(SECRET_KEY)).toBe(SERVICE_ROLE_KEY);
    expect(keyToken(PUBLISHABLE_KEY)).toBe(ANON_KEY);
    expect(keyToken(ANON_KEY)).toBe(ANON_KEY);
  });
});
