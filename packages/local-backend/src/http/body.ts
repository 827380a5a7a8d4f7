import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** The body size the backend accepts: 1 MB. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Past this an oversized body is cut off instead of being read to its end. */
const DISCARD_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Reads the rest of a body that will not be used and throws it away, so that a client still
 * sending it gets the answer instead of a closed connection; an absurd one is cut off.
 */
async function discard(body: ReadableStream<Uint8Array> | null): Promise<void> {
  if (body === null || body.locked) return;
  const reader = body.getReader();
  for (let size = 0; ;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > DISCARD_LIMIT_BYTES) return reader.cancel();
  }
}

/** Hono's body limit, answering an oversized body with each service's own 413. */
export function limitBody(
  tooLarge: (c: Context) => Response,
  maxSize = BODY_LIMIT_BYTES,
): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      await discard(c.req.raw.body);
      return tooLarge(c);
    },
  });
}

/** Decodes UTF-8 strictly: a body with invalid bytes is refused rather than patched. */
export function decodeUtf8(bytes: ArrayBuffer | Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The request's body as strict UTF-8 text ("" when there is none), or null. */
export async function bodyText(c: Context): Promise<string | null> {
  return decodeUtf8(await c.req.arrayBuffer());
}
