import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Hono } from "hono";
import { jsonResponse } from "../http/send";
import { pathBelow, type Service } from "../http/service";
import { REPO_ROOT } from "../paths";
import { MEDIA_PREFIX } from "./wire";

/** The catalogue's images: 800×800 WebP files in the repo (`pnpm … store-media` redraws them). */
export const MEDIA_DIR = join(REPO_ROOT, "packages", "local-backend", "store-media");
export const MEDIA_SIZE = { width: 800, height: 800 } as const;

const FILE_NAME = /^\/([a-z0-9-]+\.webp)$/;

/** `GET /store-media/{file}.webp`, as the hosted service's image CDN would serve it. */
export function createMediaService(): Service {
  const app = new Hono();
  const notFound = () => jsonResponse(404, { message: "Not found" });
  app.get("*", async (c) => {
    const name = FILE_NAME.exec(pathBelow(new URL(c.req.url), MEDIA_PREFIX))?.[1];
    if (name === undefined) return notFound();
    let file: Buffer;
    try {
      file = await readFile(join(MEDIA_DIR, name));
    } catch {
      return notFound();
    }
    return new Response(new Uint8Array(file), {
      headers: {
        "Content-Type": "image/webp",
        "Content-Length": String(file.length),
        "Cache-Control": "public, max-age=86400",
      },
    });
  });
  app.all("*", notFound);
  return { prefix: MEDIA_PREFIX, app };
}
