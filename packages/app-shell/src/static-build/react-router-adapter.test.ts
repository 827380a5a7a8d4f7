import { readFileSync } from "node:fs";
import {
  ENQUEUE_PREVIOUS_BLOCK,
  rewritePage,
  startModule,
  UnexpectedOutput,
} from "./react-router-output";

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), "utf8");
const pages = {
  "offers /": fixture("offers-index.html"),
  "site /blog": fixture("site-blog.html"),
  "site /blog/{slug}": fixture("site-article.html"),
};

const EARLY = "/assets/early-abc.js";

function rewrite(html: string) {
  const stored = new Map<string, string>();
  const output = rewritePage(html, {
    earlyScript: EARLY,
    storeModule(name, code) {
      const path = `/assets/${name}-${stored.size + 1}.js`;
      stored.set(path, code);
      return path;
    },
  });
  return { output, stored };
}

/** Every script the browser would run, in document order. */
const runnableScripts = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, attributes, code]) => ({ attributes: attributes!, code: code! }));

/** The loader data's turbo-stream text, from React Router's scripts or from the JSON blocks. */
const streamOf = (html: string) =>
  [
    ...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g),
    ...html.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as string);

describe.each(Object.entries(pages))("React Router's prerendered %s", (_, html) => {
  it("runs no module script and preloads nothing until the early script starts the app", () => {
    const { output } = rewrite(html);
    expect(output).not.toMatch(/type="module"/);
    expect(output).not.toMatch(/rel="modulepreload"/);
    const early = runnableScripts(output).filter((script) => script.attributes.includes(EARLY));
    expect(early).toHaveLength(1);
    expect(early[0]!.attributes).toMatch(/ defer /);
    expect(early[0]!.code).toBe("");
  });

  it("hands the early script a start module that preloads every module the page named, then imports the route modules, unchanged", () => {
    const routeModules = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
      (match) => match[1]!,
    );
    const { output, stored } = rewrite(html);
    expect(stored.get("/assets/hydrate-1.js")).toBe(`${routeModules.trim()}\n`);
    expect(stored.get("/assets/hydrate-1.js")).toContain("window.__reactRouterRouteModules");
    expect(stored.get("/assets/start-2.js")).toBe(startModule("/assets/hydrate-1.js", preloaded));
    expect(preloaded.length).toBeGreaterThan(0);
    expect(output).toContain('data-hydrate="/assets/start-2.js"');
  });

  it("feeds the loader data to the stream from JSON blocks, with one script for all pages", () => {
    const { output } = rewrite(html);
    expect(streamOf(output)).toHaveLength(streamOf(html).length);
    expect(output.split(ENQUEUE_PREVIOUS_BLOCK)).toHaveLength(streamOf(html).length + 1);
    expect(output).not.toMatch(/enqueue\("/);
    expect(output.match(/<script type="application\/json">[^<]*<\/script>/g)).toHaveLength(
      streamOf(html).length,
    );
  });

  it("leaves every other script as React Router wrote it", () => {
    const { output } = rewrite(html);
    const untouched = (scripts: { code: string }[]) =>
      scripts
        .map((script) => script.code)
        .filter(
          (code) =>
            code !== "" &&
            !code.includes("__reactRouterRouteModules") &&
            !code.includes("enqueue("),
        );
    expect(untouched(runnableScripts(output))).toEqual(untouched(runnableScripts(html)));
  });
});

describe("the loader data of a page with raw HTML (an article)", () => {
  const html = pages["site /blog/{slug}"];
  const values = (stream: string) =>
    (JSON.parse(stream.split("\n")[0]!) as unknown[]).map((value) => JSON.stringify(value));

  it("leaves out the article's body, which the page already carries, and nothing else", () => {
    const [before] = streamOf(html);
    const [after] = streamOf(rewrite(html).output);
    const dropped = values(before!).filter((value, index) => value !== values(after!)[index]);
    expect(dropped).toHaveLength(1);
    const body = JSON.parse(dropped[0]!) as string;
    expect(html).toContain(`data-raw-html="">${body}</div>`);
    expect(body.length).toBeGreaterThan(2000);
    expect(values(after!).filter((value, index) => value !== values(before!)[index])).toEqual([
      '""',
    ]);
  });

  it("makes the first response smaller by about the body's size", () => {
    expect(html.length - rewrite(html).output.length).toBeGreaterThan(2000);
  });
});

describe("a page that is not what React Router 7.18 writes", () => {
  const html = pages["offers /"];

  it("fails, naming the route-modules script, when it is missing", () => {
    const changed = html.replace('<script type="module" async="">', '<script type="module">');
    expect(() => rewrite(changed)).toThrow(UnexpectedOutput);
    expect(() => rewrite(changed)).toThrow(/__reactRouterRouteModules/);
  });

  it("fails, naming the loader data, when it no longer comes in enqueue scripts", () => {
    const changed = html.replace(/streamController\.enqueue\(/g, "streamController.push(");
    expect(() => rewrite(changed)).toThrow(/streamController\.enqueue/);
  });

  it("fails when the context script changes shape", () => {
    const changed = html.replace("window.__reactRouterContext = ", "window.__rrContext = ");
    expect(() => rewrite(changed)).toThrow(/contexto de React Router/);
  });

  it("fails when a page has two route-modules scripts", () => {
    const script = /<script type="module" async="">[\s\S]*?<\/script>/.exec(html)![0];
    expect(() => rewrite(html.replace(script, script + script))).toThrow(/2 en vez de 1/);
  });
});
