import { build } from "esbuild";

/** The early script (../early/index.ts), bundled and minified into one classic script that every
 * page loads deferred. */
export async function bundleEarlyScript(): Promise<string> {
  const result = await build({
    entryPoints: [new URL("../early/index.ts", import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    write: false,
    legalComments: "none",
  });
  return result.outputFiles[0]!.text.trim();
}
