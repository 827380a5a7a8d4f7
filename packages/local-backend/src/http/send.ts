export type Headers = Record<string, string>;

export const JSON_TYPE = "application/json; charset=utf-8";

/** A response whose body is already JSON text (or empty for HEAD/204), with its length. */
export function rawResponse(status: number, body: string | null, headers: Headers = {}): Response {
  const all: Headers = { ...headers };
  if (body !== null) {
    all["Content-Type"] ??= JSON_TYPE;
    all["Content-Length"] = String(Buffer.byteLength(body));
  } else if (status !== 204 && status !== 304) {
    all["Content-Length"] = "0";
  }
  return new Response(body, { status, headers: all });
}

/** A response with `value` serialised as JSON. */
export function jsonResponse(status: number, value: unknown, headers: Headers = {}): Response {
  return rawResponse(status, JSON.stringify(value), headers);
}
