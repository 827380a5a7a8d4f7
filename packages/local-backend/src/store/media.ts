import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sendJson } from "../http/send";
import type { Service } from "../http/service";
import { REPO_ROOT } from "../paths";
import { MEDIA_PREFIX } from "./wire";

/** The catalogue's images: 800×800 WebP files in the repo (`pnpm … store-media` redraws them). */
export const MEDIA_DIR = join(REPO_ROOT, "packages", "local-backend", "store-media");
export const MEDIA_SIZE = { width: 800, height: 800 } as const;

const FILE_NAME = /^\/([a-z0-9-]+\.webp)$/;

/** `GET /store-media/{file}.webp`, as the hosted service's image CDN would serve it. */
export function createMediaService(): Service {
  return {
    prefix: MEDIA_PREFIX,
    async handle({ req, res, path }) {
      req.resume();
      const name = FILE_NAME.exec(path)?.[1];
      if ((req.method !== "GET" && req.method !== "HEAD") || name === undefined) {
        sendJson(res, 404, { message: "Not found" });
        return;
      }
      let file: Buffer;
      try {
        file = await readFile(join(MEDIA_DIR, name));
      } catch {
        sendJson(res, 404, { message: "Not found" });
        return;
      }
      res.writeHead(200, {
        "Content-Type": "image/webp",
        "Content-Length": String(file.length),
        "Cache-Control": "public, max-age=86400",
      });
      res.end(req.method === "HEAD" ? undefined : file);
    },
  };
}
