import { createHmac } from "node:crypto";
import { JWT_SECRET } from "../keys";

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** An HS256 JWT, signed with the local secret unless another secret is given. */
export function hs256(claims: Record<string, unknown>, secret = JWT_SECRET): string {
  const head = `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}`;
  return `${head}.${createHmac("sha256", secret).update(head).digest("base64url")}`;
}

/** An unsigned token (`alg: none`), which must never be honoured. */
export function unsigned(claims: Record<string, unknown>): string {
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
