import { readFileSync } from "node:fs";
import { siteShellPaths } from "@agencia/content/site-routes";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { offersAppPaths } from "./index";

/** wrangler.jsonc's `run_worker_first`: the paths Cloudflare hands to the Worker. */
const { config } = ts.parseConfigFileTextToJson(
  "wrangler.jsonc",
  readFileSync(new URL("../wrangler.jsonc", import.meta.url), "utf8"),
);
const patterns: string[] = config.assets.run_worker_first;
const handedToWorker = (path: string) =>
  patterns.some((pattern) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`).test(
      path,
    ),
  );

describe("the site's Worker", () => {
  it("runs for every offer page and landing, with and without a trailing slash", () => {
    expect(offersAppPaths.length).toBeGreaterThan(2);
    for (const path of offersAppPaths) {
      expect(handedToWorker(path), path).toBe(true);
      expect(handedToWorker(`${path}/`), path).toBe(true);
    }
  });

  it("runs for every product path, whose shell is the `_shell` beside it", () => {
    for (const [pattern, shell] of Object.entries(siteShellPaths)) {
      expect(patterns).toContain(pattern);
      expect(shell).toBe(`${pattern.slice(0, -1)}_shell`);
    }
  });

  it("leaves the pages of the site to the static assets", () => {
    for (const path of ["/", "/servicios", "/blog", "/store", "/contacto"]) {
      expect(handedToWorker(path), path).toBe(false);
    }
  });
});
