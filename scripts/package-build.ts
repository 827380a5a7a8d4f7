/// <reference types="node" />
/**
 * The build of a publishable package (tsdown): ESM JavaScript and `.d.ts` files in `dist/`, one
 * output module per source module, dependencies and peers (React) never bundled. Inside the
 * monorepo nobody reads `dist/`: packages export their sources, and `publishConfig` swaps the
 * `exports` for the built files when the package is packed or published.
 *
 * The sources use two Vite features that Node and other bundlers lack; the build replaces them
 * with standard JavaScript:
 * - `import url from "./file.svg?url"` → `new URL("./file.svg", import.meta.url).href`, with the
 *   file copied beside the output (Vite, webpack 5 and Node all understand that form);
 * - eager `import.meta.glob("./dir/*.md", { query: "?raw" })` → the files' text inlined, and
 *   `query: "?url"` → one `new URL(…)` per file.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve } from "node:path";
import { defineConfig, type UserConfig } from "tsdown";

type Plugin = NonNullable<Extract<UserConfig["plugins"], unknown[]>[number]>;

export interface PackageBuildOptions {
  /** Source modules that are public entry points (globs; tests and stories are left out). */
  entry: string[];
  /** Files copied as they are into `dist/`, keeping their path under `src/`. */
  copy?: string[];
}

const SOURCE_ROOT = "src";
const OUT_DIR = "dist";

/** Files of a one-folder glob such as `./blog/articles/*.md` or `../assets/*.{avif,webp}`. */
function globFiles(fromDir: string, pattern: string): string[] {
  const folder = posix.dirname(pattern);
  const name = posix.basename(pattern);
  if (folder.includes("*") || name.includes("**")) {
    throw new Error(`package-build: only one-folder globs are supported, not ${pattern}`);
  }
  const regex = new RegExp(
    `^${name
      .replace(/[.+^$()|[\]\\]/g, "\\$&")
      .replace(/\*/g, "[^/]*")
      .replace(/\{([^}]+)\}/g, (_, options: string) => `(?:${options.split(",").join("|")})`)}$`,
  );
  return readdirSync(resolve(fromDir, folder))
    .filter((file) => regex.test(file))
    .sort()
    .map((file) => `${folder}/${file}`);
}

/** Rewrites Vite's `?url` imports and eager `import.meta.glob` calls into plain JavaScript. */
function viteAssetsForNode(packageDir: string): Plugin {
  const sourceRoot = resolve(packageDir, SOURCE_ROOT);
  return {
    name: "agencia:vite-assets-for-node",
    // Before rolldown's own `import.meta.glob` support turns the globs into `?raw` imports.
    transform: {
      order: "pre",
      handler(code, id) {
        if (!id.startsWith(sourceRoot) || !/\?url|import\.meta\.glob/.test(code)) return null;
        const moduleDir = dirname(id);
        /** Copies a file the output refers to, when it lands inside dist (else it ships as is). */
        const emitBeside = (path: string) => {
          const target = relative(sourceRoot, resolve(moduleDir, path));
          if (target.startsWith("..")) return;
          this.emitFile({
            type: "asset",
            fileName: target,
            source: readFileSync(resolve(moduleDir, path)),
          });
        };
        const urlOf = (path: string) => `new URL(${JSON.stringify(path)}, import.meta.url).href`;

        const rewritten = code
          .replace(
            /import\s+(\w+)\s+from\s+["']([^"']+)\?url["'];?/g,
            (_, name: string, path: string) => {
              emitBeside(path);
              return `const ${name} = ${urlOf(path)};`;
            },
          )
          .replace(
            /import\.meta\.glob(?:<[^>]*>)?\(\s*["']([^"']+)["']\s*,\s*\{([^}]*)\}\s*\)/g,
            (call, pattern: string, options: string) => {
              const query = /query:\s*["']\?(raw|url)/.exec(options)?.[1];
              if (
                !/eager:\s*true/.test(options) ||
                !/import:\s*["']default["']/.test(options) ||
                !query
              ) {
                throw new Error(`package-build: unsupported glob in ${id}: ${call}`);
              }
              const entries = globFiles(moduleDir, pattern).map((path) => {
                if (query === "url") emitBeside(path);
                const value =
                  query === "raw"
                    ? JSON.stringify(readFileSync(resolve(moduleDir, path), "utf8"))
                    : urlOf(path);
                return `${JSON.stringify(path)}: ${value}`;
              });
              return `{ ${entries.join(", ")} }`;
            },
          );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}

/** Copies files into dist at their path under src (the theme's CSS, Markdown the code lists). */
function copyIntoDist(packageDir: string, patterns: string[]): Plugin {
  return {
    name: "agencia:copy-into-dist",
    buildStart() {
      for (const pattern of patterns) {
        const sourceDir = join(packageDir, SOURCE_ROOT);
        for (const path of globFiles(sourceDir, `./${posix.relative(SOURCE_ROOT, pattern)}`)) {
          this.emitFile({
            type: "asset",
            fileName: posix.normalize(path),
            source: readFileSync(resolve(sourceDir, path)),
          });
        }
      }
    },
  };
}

export function packageBuild({ entry, copy = [] }: PackageBuildOptions) {
  const packageDir = process.cwd();
  return defineConfig({
    entry: [...entry, "!**/*.test.{ts,tsx}", "!**/*.stories.tsx", "!**/*.d.ts"],
    outDir: OUT_DIR,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    // One output file per source file, under the same path: `src/components/button.tsx` →
    // `dist/components/button.js`, so the `exports` map of `dist` mirrors the one of `src`.
    unbundle: true,
    root: SOURCE_ROOT,
    dts: { tsconfig: "tsconfig.json" },
    sourcemap: false,
    clean: true,
    // Dependencies and peer dependencies (React, the other @agencia packages) stay imports.
    deps: { skipNodeModulesBundle: true },
    fixedExtension: false,
    hash: false,
    logLevel: "warn",
    plugins: [viteAssetsForNode(packageDir), copyIntoDist(packageDir, copy)],
  });
}
