import { build } from "esbuild";
import { COMPILE_ON_LOAD } from "../vite/index.js";

/**
 * The early script (../early/index.ts), bundled and minified into one classic script that every
 * page loads deferred. Its first line is V8's compile hint, as on the apps' chunks: the handlers
 * that answer a first tap are compiled as the file loads, not inside the tap (at CPU 4×, 2–3 ms
 * of compiling left the first tap on /store's Add to Cart).
 */
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
  return `${COMPILE_ON_LOAD}\n${result.outputFiles[0]!.text.trim()}`;
}
