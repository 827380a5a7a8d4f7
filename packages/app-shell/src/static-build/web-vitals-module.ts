import { build } from "esbuild";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { WEB_VITALS_MODULE } from "../analytics/config";

/**
 * Writes the Core Web Vitals reporter (../analytics/web-vitals.ts, with the `web-vitals`
 * library) as one minified module at WEB_VITALS_MODULE, which the analytics head script loads
 * when the page is idle. Outside /assets/ and without a hash, so the inline head script names it
 * the same in every build; the host revalidates it as it does the HTML.
 */
export async function writeWebVitalsModule(dir: string): Promise<void> {
  const result = await build({
    entryPoints: [new URL("../analytics/web-vitals.ts", import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2020",
    write: false,
    legalComments: "none",
  });
  await writeFile(join(dir, WEB_VITALS_MODULE), `${result.outputFiles[0]!.text.trim()}\n`);
}
