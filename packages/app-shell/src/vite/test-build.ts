import { build, type Plugin, type Rollup } from "vite";

/**
 * A client build, in memory and unminified (its code is read), of `modules` (the first is the
 * entry) with `plugins`: its chunks and assets by file name.
 */
export async function clientBuild(
  modules: Record<string, string>,
  plugins: Plugin[],
  options: { sourcemap?: boolean } = {},
): Promise<Map<string, Rollup.OutputChunk | Rollup.OutputAsset>> {
  const [entry] = Object.keys(modules);
  const nameOf = (id: string) => id.replace(/^\.\//, "");
  const virtual: Plugin = {
    name: "modules",
    resolveId: (id) => (nameOf(id) in modules ? `\0${nameOf(id)}` : undefined),
    load: (id) => (id.startsWith("\0") ? modules[id.slice(1)] : undefined),
  };
  const output = (await build({
    root: import.meta.dirname,
    logLevel: "silent",
    configFile: false,
    // As the apps' builds (Vitest itself runs with NODE_ENV=test).
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [virtual, ...plugins],
    build: {
      write: false,
      minify: false,
      sourcemap: options.sourcemap ?? false,
      rollupOptions: { input: entry },
    },
  })) as Rollup.RollupOutput;
  return new Map(output.output.map((file) => [file.fileName, file]));
}

/** The code of every chunk of a build, joined. */
export const allCode = (files: Map<string, Rollup.OutputChunk | Rollup.OutputAsset>) =>
  [...files.values()].map((file) => (file.type === "chunk" ? file.code : "")).join("\n");
