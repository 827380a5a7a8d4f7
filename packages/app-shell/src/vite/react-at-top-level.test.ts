import { build, type Plugin, type Rollup } from "vite";
import { reactAtTopLevel } from "./react-at-top-level.js";

/** An app's client entry, in short: it imports React and hydrates. */
const entry: Plugin = {
  name: "entry",
  resolveId: (id) => (id === "entry" ? "\0entry" : undefined),
  load: (id) =>
    id === "\0entry"
      ? `import { hydrateRoot } from "react-dom/client"; import { jsx } from "react/jsx-runtime";
         hydrateRoot(document, jsx("html", {}));`
      : undefined,
};

/** The client build's one chunk, unminified: the CommonJS plugin's wrappers keep their names. */
async function bundle(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    root: import.meta.dirname,
    logLevel: "silent",
    configFile: false,
    // As the apps' builds (Vitest itself runs with NODE_ENV=test).
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [entry, ...plugins],
    build: { write: false, minify: false, rollupOptions: { input: "entry" } },
  })) as Rollup.RollupOutput;
  return output.output.map((chunk) => ("code" in chunk ? chunk.code : "")).join("\n");
}

/** React's modules the CommonJS plugin wrapped in a function run on their first `require`. */
const wrapped = (code: string) =>
  [...code.matchAll(/function (require(?:React|Scheduler)\w*)\s*\(\)/g)].map((match) => match[1]);

describe("reactAtTopLevel", () => {
  it("bundles React's production code at the top level of the chunk", async () => {
    const code = await bundle([reactAtTopLevel()]);
    expect(wrapped(code)).toEqual([]);
    expect(code).toContain("https://react.dev/errors/"); // react-dom's production build
    expect(code).not.toContain("react-dom.development");
  }, 60_000);

  it("without it, react-dom is one function, compiled whole on its first call", async () => {
    const code = await bundle([]);
    expect(wrapped(code)).toContain("requireReactDomClient_production");
  }, 60_000);
});
