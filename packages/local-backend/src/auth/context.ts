import type { Database } from "../db/types";
import type { AuthError } from "./errors";
import type { JsonMap } from "./users";

export interface AuthRequest {
  db: Database;
  method: string;
  headers: Headers;
  url: URL;
  /** The path below `/auth/v1`. */
  path: string;
  /** The parsed JSON body ({} when there is none). */
  body: JsonMap;
  /** `iss` of issued tokens: `<origin>/auth/v1`. */
  issuer: string;
}

export type AuthOutcome =
  { ok: true; status: number; body: unknown } | { ok: false; error: AuthError };

export const ok = (status: number, body: unknown): AuthOutcome => ({ ok: true, status, body });
export const fail = (error: AuthError): AuthOutcome => ({ ok: false, error });

/** A string field of the body, or "" when absent or not a string. */
export function stringField(body: JsonMap, name: string): string {
  const value = body[name];
  return typeof value === "string" ? value : "";
}
