import { build, type Plugin, type Rollup } from "vite";

/**
 * The client build of `modules` (the first one the entry) with `plugins`, unminified as the
 * apps' own would be but for the minifier, in memory: its chunks and assets by file name.
 */
export async function clientBuild(
  modules: Record<string, string>,
  plugins: Plugin[],
  options: { sourcemap?: boolean } = {},
): Promise<Map<string, Rollup.OutputChunk | Rollup.OutputAsset>> {
  const [entry] = Object.keys(modules);
  const virtual: Plugin = {
    name: "modules",
    resolveId: (id) =>
      id.replace(/^\.\//, "") in modules ? `\0${id.replace(/^\.\//, "")}` : undefined,
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
