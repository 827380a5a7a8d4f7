import type { IncomingMessage } from "node:http";

/** The body size the backend accepts: 1 MB. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** Past this the connection is dropped instead of being drained. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

export type BodyResult =
  { ok: true; bytes: Buffer } | { ok: false; reason: "too_large" | "aborted" };

/**
 * Reads a request body up to `limit` bytes. A larger body is read to its end and thrown away
 * (so the client still gets the 413 answer), unless it is absurdly large.
 */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<BodyResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (result: BodyResult) => {
      if (done) return;
      done = true;
      resolve(result);
    };
    const declared = Number(req.headers["content-length"] ?? "0");
    if (Number.isFinite(declared) && declared > DRAIN_LIMIT_BYTES) {
      req.resume();
      finish({ ok: false, reason: "too_large" });
      return;
    }
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_LIMIT_BYTES) {
        req.destroy();
        finish({ ok: false, reason: "too_large" });
      }
    });
    req.on("end", () =>
      finish(
        size > limit
          ? { ok: false, reason: "too_large" }
          : { ok: true, bytes: Buffer.concat(chunks) },
      ),
    );
    req.on("error", () => finish({ ok: false, reason: "aborted" }));
    req.on("aborted", () => finish({ ok: false, reason: "aborted" }));
  });
}

/** Decodes UTF-8 strictly: a body with invalid bytes is refused rather than patched. */
export function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}
