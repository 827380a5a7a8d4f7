// Measures, for every prerendered route, in gzip bytes: the JavaScript it loads before the
// visitor interacts (the scripts written into the page, such as the hydration loader and React
// Router's context, the start module the loader fetches after `load`, plus everything hydration
// needs on pages marked `data-hydration="load"`), the JavaScript hydration loads in all (on the
// first intent or at load), and its stylesheets; and the page's first response: its body as the
// edge compresses it (brotli) plus the headers `_headers` gives it. Fails when a route is over its
// budget in budgets.json, or when its first response needs more than TCP's first round trip. Run
// after both apps are built: `pnpm --filter @agencia/e2e size`.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { buildDir, builtPages, type App } from "../support/built-pages";

interface Budget {
  /** JavaScript loaded before interaction. */
  js: number;
  /** JavaScript hydration loads in all, whenever it runs. */
  hydration: number;
  css: number;
}
type Budgets = Record<App, Record<string, Budget>>;

const budgets = JSON.parse(
  readFileSync(new URL("./budgets.json", import.meta.url), "utf8"),
) as Budgets;

/** TCP's first round trip (ten 1460-byte segments, RFC 6928): a page past it paints a round trip later. */
const FIRST_ROUND_TRIP = 14600;

/** Bytes of the headers `_headers` sends with every page (its `/*` rule), as they go on the wire. */
function pageHeaderBytes(dir: string): number {
  const rules = readFileSync(join(dir, "_headers"), "utf8").split(/\n(?=\S)/);
  const everyPath = rules.find((rule) => rule.startsWith("/*\n")) ?? "";
  return everyPath
    .split("\n")
    .slice(1)
    .filter((line) => line.trim())
    .reduce((total, line) => total + `${line.trim()}\r\n`.length, 0);
}

const gzipSize = (dir: string, url: string) =>
  gzipSync(readFileSync(join(dir, url)), { level: 9 }).length;
/** Scripts written into the page that run (the hydration loader, small head scripts); not JSON-LD. */
const INLINE_SCRIPT =
  /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g;

/** A module's static imports (`import … from "x"`, `import "x"`), as site paths. */
function staticImports(dir: string, url: string): string[] {
  const code = readFileSync(join(dir, url), "utf8");
  return [...code.matchAll(/import\s*(?:[^"'();]*?from\s*)?"([^"]+\.js)"/g)].map((match) =>
    posix.resolve(posix.dirname(url), match[1]!),
  );
}

/** When the page hydrates, unless on the first intent alone. */
function hydrationNote(html: string, atLoad: boolean): string {
  if (atLoad) return " (load)";
  const deadline = /<html[^>]+data-hydrate-by="(\d+)"/.exec(html)?.[1];
  return deadline ? ` (by ${Number(deadline) / 1000} s)` : "";
}

/** Every module that loading `entries` evaluates before anything runs: their static graph. */
function moduleGraph(dir: string, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    staticImports(dir, url).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

const dynamicImport = (dir: string, url: string) =>
  /import\("([^"]+)"\)/.exec(readFileSync(join(dir, url), "utf8"))?.[1];

/**
 * What hydration loads: the page's start module (`data-hydrate`), the modules it preloads, the
 * file that stands for React Router's inline module script (route modules) it imports, and the
 * client entry that one imports, with their static graphs.
 */
function hydrationModules(dir: string, html: string): Set<string> {
  const start = /data-hydrate="([^"]+)"/.exec(html)?.[1];
  if (!start) return new Set();
  const named = [...readFileSync(join(dir, start), "utf8").matchAll(/"(\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const routeModules = dynamicImport(dir, start);
  const entry = routeModules && dynamicImport(dir, routeModules);
  return moduleGraph(dir, [start, ...named, ...(entry ? [entry] : [])]);
}

/** A page one of many at a route (a product's): its budget is the pattern's, `/store/products/*`. */
const routePattern = (route: string) => route.replace(/\/[^/]+$/, "/*");

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

let failures = 0;
for (const app of ["site", "offers"] as const) {
  const appBudgets = budgets[app];
  const dir = buildDir(app);
  const headerBytes = pageHeaderBytes(dir);
  console.log(`\n${app}`);
  console.log(
    "route".padEnd(52),
    ...["before", "hydration", "CSS", "HTML"].map((title) => title.padStart(9)),
  );
  for (const { route, file } of builtPages(app)) {
    const html = readFileSync(file, "utf8");
    const sum = (urls: Iterable<string>) =>
      [...urls].reduce((total, url) => total + gzipSize(dir, url), 0);
    const loaders = [...html.matchAll(/<script[^>]+src="(\/[^"]+)"/g)].map((match) => match[1]!);
    // The start module the early script runs on the first intent: fetched once the page has loaded.
    const start = /data-hydrate="(\/assets\/[^"]+)"/.exec(html)?.[1];
    if (start) loaders.push(start);
    // A route's enhancement runs after load whatever the visitor does: it counts before interaction.
    const enhancement = /data-enhance="(\/assets\/[^"]+)"/.exec(html)?.[1];
    if (enhancement) loaders.push(enhancement);
    const inline = [...html.matchAll(INLINE_SCRIPT)].reduce(
      (total, match) => total + gzipSync(match[1]!, { level: 9 }).length,
      0,
    );
    const hydration = hydrationModules(dir, html);
    const atLoad = /<html[^>]+data-hydration="load"/.test(html);
    const js = inline + sum(new Set([...loaders, ...(atLoad ? hydration : [])]));
    const hydrationJs = sum(hydration);
    const css = sum(
      [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((match) => match[1]!),
    );
    const firstResponse = brotliCompressSync(html).length + headerBytes;
    const budget = appBudgets[route] ?? appBudgets[routePattern(route)] ?? appBudgets["*"]!;
    const over =
      js > budget.js ||
      hydrationJs > budget.hydration ||
      css > budget.css ||
      firstResponse > FIRST_ROUND_TRIP;
    if (over) failures += 1;
    console.log(
      `${over ? "✗" : "✓"} ${route}${hydrationNote(html, atLoad)}`.padEnd(52),
      kb(js),
      kb(hydrationJs),
      kb(css),
      kb(firstResponse),
      over
        ? `  over budget (${[budget.js, budget.hydration, budget.css, FIRST_ROUND_TRIP].map((bytes) => kb(bytes).trim()).join(", ")})`
        : "",
    );
  }
}
if (failures > 0) {
  console.error(`\n${failures} route(s) over budget.`);
  process.exit(1);
}
console.log("\nEvery route is within its budget.");
