import { execFile } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import {
  adaptPage,
  ENQUEUE_PREVIOUS_BLOCK,
  startModule,
  STREAM_BLOCK_TYPE,
} from "./react-router-adapter";
import { isDataBlock } from "./headers";

// A small app built with the React Router this workspace installs (its newest 7.x): the rules of
// the adapter are checked against what that version really writes.
const app = new URL("../../test/react-router-app/", import.meta.url).pathname;
// Built inside the app's folder: the build's server side imports its modules from there.
const build = join(app, "build");
const client = join(build, "client");
const pages: Record<string, string> = {};

beforeAll(async () => {
  const cli = new URL("../../node_modules/.bin/react-router", import.meta.url).pathname;
  await promisify(execFile)(cli, ["build"], {
    cwd: app,
    env: { ...process.env, NODE_ENV: "production" },
  });
  pages.home = readFileSync(join(client, "index.html"), "utf8");
  pages.article = readFileSync(join(client, "article/index.html"), "utf8");
}, 120_000);

afterAll(() => rmSync(build, { recursive: true, force: true }));

const EARLY = "/assets/early-abc.js";

function adapt(html: string) {
  const stored = new Map<string, string>();
  const output = adaptPage(html, {
    earlyScript: EARLY,
    storeModule(name, code) {
      const path = `/assets/${name}-${stored.size + 1}.js`;
      stored.set(path, code);
      return path;
    },
  });
  return { output, stored };
}

/** Every script the browser would run, in document order: what the CSP must allow. */
const runnableScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes, code]) => ({ attributes: attributes!, code: code! }))
    .filter((script) => !isDataBlock(script.attributes));

/** The loader data's turbo-stream text, from React Router's scripts or from the data blocks. */
const streamOf = (html: string) => [
  ...[...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map(
    (match) => JSON.parse(match[1]!) as string,
  ),
  ...[
    ...html.matchAll(new RegExp(`<script type="${STREAM_BLOCK_TYPE}">([^<]*)</script>`, "g")),
  ].map((match) => match[1]!),
];

/** The values of a stream's lines, as the browser reads them. */
const valuesOf = (stream: string) =>
  stream
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);

describe.each(["home", "article"])("React Router's prerendered %s page", (name) => {
  it("runs no module script and preloads nothing until the early script starts the app", () => {
    const { output } = adapt(pages[name]!);
    expect(output).not.toMatch(/type="module"/);
    expect(output).not.toMatch(/rel="modulepreload"/);
    const early = runnableScripts(output).filter((script) => script.attributes.includes(EARLY));
    expect(early).toHaveLength(1);
    expect(early[0]!.attributes).toMatch(/ defer data-hydrate="\/assets\/start-2\.js"/);
  });

  it("hands over a start module naming every module the page preloaded, all of them built", () => {
    const html = pages[name]!;
    const routeModules = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
      (match) => match[1]!,
    );
    const { stored } = adapt(html);
    expect(stored.get("/assets/hydrate-1.js")).toBe(`${routeModules.trim()}\n`);
    expect(stored.get("/assets/start-2.js")).toBe(startModule("/assets/hydrate-1.js", preloaded));
    expect(preloaded.length).toBeGreaterThan(1);
    for (const path of preloaded) expect(existsSync(join(client, path))).toBe(true);
  });

  it("feeds the loader data to the stream from data blocks, through one script for all pages", () => {
    const html = pages[name]!;
    const { output } = adapt(html);
    expect(streamOf(output)).toHaveLength(streamOf(html).length);
    expect(output.split(ENQUEUE_PREVIOUS_BLOCK)).toHaveLength(streamOf(html).length + 1);
    expect(output).not.toMatch(/enqueue\("/);
  });
});

it("leaves the pages with the same inline scripts, so one short CSP fits them all", () => {
  const inline = (html: string) =>
    new Set(runnableScripts(adapt(html).output).flatMap((script) => script.code || []));
  expect(inline(pages.home!)).toEqual(inline(pages.article!));
});

it("keeps the loader data whole, but a string the page already carries as raw HTML", () => {
  const values = (stream: string) =>
    (JSON.parse(stream.split("\n")[0]!) as unknown[]).map((value) => JSON.stringify(value));
  expect(streamOf(adapt(pages.home!).output).map(valuesOf)).toEqual(
    streamOf(pages.home!).map(valuesOf),
  );
  const [before] = streamOf(pages.article!).map(values);
  const [after] = streamOf(adapt(pages.article!).output).map(values);
  const dropped = before!.filter((value, index) => value !== after![index]);
  expect(dropped).toEqual([expect.stringContaining("Un cuerpo largo")]);
  expect(pages.article).toContain(`data-raw-html="">${JSON.parse(dropped[0]!) as string}</div>`);
});

it("fails, naming what is missing, on a page React Router did not write as expected", () => {
  const changed = pages.home!.replace('<script type="module" async="">', '<script type="module">');
  expect(() => adapt(changed)).toThrow(/el script de módulo que importa las rutas/);
  const noData = pages.home!.replace(/streamController\.enqueue\(/g, "streamController.push(");
  expect(() => adapt(noData)).toThrow(/los datos de los loaders/);
});
