import { readFileSync } from "node:fs";
import { ENQUEUE_PREVIOUS_BLOCK, rewritePage, UnexpectedOutput } from "./react-router-output";

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), "utf8");
const pages = { "offers /": fixture("offers-index.html"), "site /blog": fixture("site-blog.html") };

const EARLY = "/assets/early-abc.js";

function rewrite(html: string) {
  const stored: string[] = [];
  const output = rewritePage(html, {
    earlyScript: EARLY,
    storeModule(code) {
      stored.push(code);
      return `/assets/hydrate-${stored.length}.js`;
    },
  });
  return { output, stored };
}

/** The code of every script the browser would run, in document order. */
const runnableScripts = (html: string) =>
  [
    ...html.matchAll(
      /<script(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, attributes, code]) => ({ attributes: attributes!, code: code! }));

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

  it("moves the route-modules script, unchanged, to the file the early script imports", () => {
    const original = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const { output, stored } = rewrite(html);
    expect(stored).toEqual([`${original.trim()}\n`]);
    expect(stored[0]).toContain("window.__reactRouterRouteModules");
    expect(output).toContain('data-hydrate="/assets/hydrate-1.js"');
  });

  it("hands the early script every module the page preloaded", () => {
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map(
      (m) => m[1],
    );
    const { output } = rewrite(html);
    const listed = /data-preload="([^"]*)"/.exec(output)![1]!.split(" ");
    expect(listed).toEqual(preloaded);
    expect(listed.length).toBeGreaterThan(0);
  });

  it("feeds the same loader data to the stream from JSON blocks, with one script for all pages", () => {
    const payloads = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map(
      (match) => JSON.parse(match[1]!) as string,
    );
    const { output } = rewrite(html);
    const blocks = [
      ...output.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g),
    ].map((match) => JSON.parse(match[1]!) as string);
    expect(blocks).toEqual(payloads);
    expect(output.split(ENQUEUE_PREVIOUS_BLOCK)).toHaveLength(payloads.length + 1);
    expect(output).not.toMatch(/enqueue\("/);
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
