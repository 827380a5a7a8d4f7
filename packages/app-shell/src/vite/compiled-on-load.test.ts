import type { Rollup } from "vite";
import { COMPILE_ON_LOAD, compiledOnLoad } from "./index.js";
import { clientBuild } from "./test-build";

/** An entry that loads one of two routes later, each with the module they share (preloaded). */
const app = {
  "entry.js": `document.addEventListener("click", (event) =>
    (event.detail ? import("./home.js") : import("./blog.js")).then((route) => route.show()));`,
  "home.js": `import { title } from "./shared.js"; export function show() { title("inicio"); }`,
  "blog.js": `import { title } from "./shared.js"; export function show() { title("blog"); }`,
  "shared.js": `export function title(text) { document.title = text; }`,
};

const chunks = (files: Map<string, Rollup.OutputChunk | Rollup.OutputAsset>) =>
  [...files.values()].filter((file): file is Rollup.OutputChunk => file.type === "chunk");

describe("compiledOnLoad", () => {
  it("starts every chunk with V8's hint, above Vite's preload helper", async () => {
    const files = chunks(await clientBuild(app, [compiledOnLoad()]));
    expect(files).toHaveLength(4);
    for (const chunk of files) expect(chunk.code.split("\n")[0]).toBe(COMPILE_ON_LOAD);
    const entry = files.find((chunk) => chunk.isEntry)!;
    expect(entry.code.split("\n")[1]).toMatch(/^const __vite__mapDeps=/);
  }, 60_000);

  it("moves each chunk's source map one line down", async () => {
    const [plain, marked] = await Promise.all([
      clientBuild(app, [], { sourcemap: true }),
      clientBuild(app, [compiledOnLoad()], { sourcemap: true }),
    ]);
    for (const chunk of chunks(marked)) {
      const before = plain.get(chunk.fileName) as Rollup.OutputChunk;
      expect(chunk.map!.mappings).toBe(`;${before.map!.mappings}`);
      const file = marked.get(`${chunk.fileName}.map`) as Rollup.OutputAsset;
      expect(JSON.parse(String(file.source)).mappings).toBe(`;${before.map!.mappings}`);
    }
  }, 60_000);
});
