import type { ServerResponse } from "node:http";

export type Headers = Record<string, string>;

export const JSON_TYPE = "application/json; charset=utf-8";

/** Ends a response with a body that is already JSON text (or empty for HEAD/204). */
export function sendRaw(
  res: ServerResponse,
  status: number,
  body: string | null,
  headers: Headers = {},
): void {
  if (res.headersSent) return;
  const all: Headers = { ...headers };
  if (body !== null) {
    all["Content-Type"] ??= JSON_TYPE;
    all["Content-Length"] = String(Buffer.byteLength(body));
  } else if (status !== 204 && status !== 304) {
    all["Content-Length"] = "0";
  }
  res.writeHead(status, all);
  res.end(body ?? undefined);
}

/** Ends a response with `value` serialised as JSON. */
export function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Headers = {},
): void {
  sendRaw(res, status, JSON.stringify(value), headers);
}
