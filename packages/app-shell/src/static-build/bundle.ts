import { build } from "esbuild";

/** One of app-shell's browser modules (`../early/index.ts`) as a single minified file. */
export async function bundle(
  source: string | { contents: string; resolveDir: string },
  format: "iife" | "esm",
): Promise<string> {
  const result = await build({
    ...(typeof source === "string"
      ? { entryPoints: [new URL(source, import.meta.url).pathname] }
      : { stdin: { ...source, loader: "js" } }),
    bundle: true,
    minify: true,
    format,
    target: "es2020",
    write: false,
    legalComments: "none",
  });
  return result.outputFiles[0]!.text.trim();
}
