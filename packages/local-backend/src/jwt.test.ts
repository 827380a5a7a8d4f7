import { describe, expect, it } from "vitest";
import { signJwt, verifyJwt } from "./jwt";
import { hs256, nowSeconds, unsigned } from "./testing/tokens";

describe("verifying a token as PostgREST does", () => {
  it("honours any HS256 token signed with the secret", async () => {
    const token = await signJwt({ role: "authenticated", sub: "u1" });
    expect(await verifyJwt(token)).toMatchObject({
      ok: true,
      claims: { role: "authenticated", sub: "u1" },
    });
  });

  it("refuses a forged signature", async () => {
    expect(
      await verifyJwt(hs256({ role: "service_role" }, "another-secret-that-is-long-enough-0000")),
    ).toEqual({
      ok: false,
      kind: "decode",
      message: "No suitable key or wrong key type",
      details: "None of the keys was able to decode the JWT",
    });
  });

  it("refuses alg none", async () => {
    expect(await verifyJwt(unsigned({ role: "service_role" }))).toMatchObject({
      ok: false,
      kind: "decode",
    });
  });

  it("refuses an expired token, allowing 30 seconds of skew", async () => {
    expect(await verifyJwt(hs256({ role: "anon", exp: nowSeconds() - 40 }))).toEqual({
      ok: false,
      kind: "claims",
      message: "JWT expired",
      details: null,
    });
    expect(await verifyJwt(hs256({ role: "anon", exp: nowSeconds() - 10 }))).toMatchObject({
      ok: true,
    });
  });

  it("refuses a token not valid yet or issued in the future", async () => {
    expect(await verifyJwt(hs256({ role: "anon", nbf: nowSeconds() + 120 }))).toMatchObject({
      ok: false,
      message: "JWT not yet valid",
    });
    expect(await verifyJwt(hs256({ role: "anon", iat: nowSeconds() + 120 }))).toMatchObject({
      ok: false,
      message: "JWT issued at future",
    });
  });

  it("refuses a malformed token, counting its parts", async () => {
    expect(await verifyJwt("abc.def")).toMatchObject({
      ok: false,
      message: "Expected 3 parts in JWT; got 2",
    });
    expect(await verifyJwt("a.b.c")).toMatchObject({
      ok: false,
      message: "JWT cryptographic operation failed",
    });
  });
});
