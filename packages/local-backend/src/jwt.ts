import { SignJWT, jwtVerify, type JWTPayload } from "jose";
import { JWT_SECRET } from "./keys";

export type JwtClaims = JWTPayload;

export type JwtCheck =
  | { ok: true; claims: JwtClaims }
  | {
      ok: false;
      /** `decode` (PostgREST PGRST301) or `claims` (PGRST303: expired, not yet valid). */
      kind: "decode" | "claims";
      message: string;
      details: string | null;
    };

const SECRET = new TextEncoder().encode(JWT_SECRET);
/** PostgREST allows 30 seconds of clock skew on exp, nbf and iat. */
const CLOCK_SKEW_SECONDS = 30;

function errorCode(error: unknown): string {
  if (typeof error === "object" && error !== null && "code" in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === "string") return code;
  }
  return "";
}

function claimName(error: unknown): string {
  if (typeof error === "object" && error !== null && "claim" in error) {
    const claim = (error as { claim: unknown }).claim;
    if (typeof claim === "string") return claim;
  }
  return "";
}

/** Tokens already verified (every request carries the same apikey); bounded, rechecked for exp. */
const verified = new Map<string, JwtClaims>();
const CACHE_LIMIT = 1000;

function stillValid(claims: JwtClaims, now: number): boolean {
  return typeof claims.exp !== "number" || claims.exp + CLOCK_SKEW_SECONDS >= now / 1000;
}

/** Verifies an HS256 token signed with the local secret, with PostgREST's messages on failure. */
export async function verifyJwt(token: string, now = Date.now()): Promise<JwtCheck> {
  const cached = verified.get(token);
  if (cached !== undefined && stillValid(cached, now)) return { ok: true, claims: cached };
  const result = await verifyUncached(token, now);
  if (result.ok) {
    if (verified.size >= CACHE_LIMIT) verified.clear();
    verified.set(token, result.claims);
  } else {
    verified.delete(token);
  }
  return result;
}

async function verifyUncached(token: string, now: number): Promise<JwtCheck> {
  const parts = token.split(".").length;
  if (parts !== 3) {
    return {
      ok: false,
      kind: "decode",
      message: `Expected 3 parts in JWT; got ${parts}`,
      details: null,
    };
  }
  try {
    const { payload } = await jwtVerify(token, SECRET, {
      algorithms: ["HS256"],
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: new Date(now),
    });
    if (typeof payload.iat === "number" && payload.iat > now / 1000 + CLOCK_SKEW_SECONDS) {
      return { ok: false, kind: "claims", message: "JWT issued at future", details: null };
    }
    return { ok: true, claims: payload };
  } catch (error) {
    const code = errorCode(error);
    if (code === "ERR_JWT_EXPIRED") {
      return { ok: false, kind: "claims", message: "JWT expired", details: null };
    }
    if (code === "ERR_JWT_CLAIM_VALIDATION_FAILED" && claimName(error) === "nbf") {
      return { ok: false, kind: "claims", message: "JWT not yet valid", details: null };
    }
    if (code === "ERR_JWS_SIGNATURE_VERIFICATION_FAILED" || code === "ERR_JOSE_ALG_NOT_ALLOWED") {
      return {
        ok: false,
        kind: "decode",
        message: "No suitable key or wrong key type",
        details: "None of the keys was able to decode the JWT",
      };
    }
    return {
      ok: false,
      kind: "decode",
      message: "JWT cryptographic operation failed",
      details: null,
    };
  }
}

/** Signs claims with the local secret (HS256), as Supabase Auth does locally. */
export function signJwt(claims: JwtClaims): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(SECRET);
}
