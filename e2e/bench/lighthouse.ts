// The Lighthouse benchmark: serves the production builds of both apps (and the local backend),
// runs Lighthouse 12 in Debian's Chromium on every prerendered route with its default mobile
// emulation and simulated throttling, several runs each, and prints the medians; writes them to
// bench-results/lighthouse-<date>.json. Two peers can be measured in the same run, side by side:
// `--twin`, the same pages with every script removed (what a tool that ships no JavaScript would
// serve for this design: no-js-twin.ts), and `--peer <base URL>`, any other local site (its
// sitemap.xml's pages, or the paths given with --peer-paths).
//
//   pnpm --filter @agencia/e2e bench [--runs 3] [--only /blog,/agenda] [--twin]
//          [--peer http://localhost:4321 [--peer-paths /,/about]]
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { builtPages, type App } from "../support/built-pages";
import { writeNoJsTwin } from "./no-js-twin";
import { chromiumLaunchOptions } from "../support/chromium";
import { catalogue } from "../support/store";
import { BACKEND_URL, OFFERS_URL, portOf, SITE_URL } from "../support/urls";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    twin: { type: "boolean", default: false },
    peer: { type: "string" },
    "peer-paths": { type: "string" },
  },
});
const RUNS = Number(options.runs);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Measure {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
}
interface Row extends Measure {
  site: string;
  url: string;
}

/** The median of the runs that produced the value (Lighthouse now and then cannot compute one). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function medianOf(runs: Measure[]): Measure {
  const of = (pick: (run: Measure) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, of((run) => run.scores[id])]),
    ) as Measure["scores"],
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    jsBytes: of((run) => run.jsBytes),
    totalBytes: of((run) => run.totalBytes),
  };
}

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error" });
  if (!result) throw new Error(`Lighthouse no devolvió resultados para ${url}`);
  const { categories, audits } = result.lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const missing = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "cumulative-layout-shift",
  ].filter((id) => audits[id]?.numericValue === undefined);
  if (missing.length > 0) {
    const reason = audits[missing[0]!]?.errorMessage ?? "sin detalle";
    console.warn(`  ${url}: sin ${missing.join(", ")} en esta corrida (${reason})`);
  }
  const requests =
    (
      audits["network-requests"]?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const bytes = (type?: string) =>
    requests
      .filter((item) => !type || item.resourceType === type)
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
    ) as Measure["scores"],
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: bytes("Script"),
    totalBytes: bytes(),
  };
}

function serve(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { stdio: "ignore", env: { ...process.env, ...env } });
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} no respondió`);
}

const APPS = ["site", "offers"] as const;
const ORIGINS: Record<App, string> = { site: SITE_URL, offers: OFFERS_URL };
/** The no-JavaScript twins listen next to the apps: 3000 → 3100. */
const twinOrigin = (app: App) => `http://localhost:${Number(portOf(ORIGINS[app])) + 100}`;

/**
 * Our routes (every prerendered page of both apps but the 404 page), and their twins' if asked.
 * A product page's shell is measured as the page of a real product, `productId`, as the host's
 * rewrite serves it (on its own, the shell would show an unknown product's error).
 */
function ownUrls(productId: string): { site: string; url: string }[] {
  const only = options.only?.split(",");
  const served = (route: string) => route.replace(/\/_shell$/, `/${productId}`);
  return APPS.flatMap((app) =>
    builtPages(app)
      .filter(({ route }) => route !== "/404" && (!only || only.includes(route)))
      .flatMap(({ route }) => [
        { site: app, url: `${ORIGINS[app]}${served(route)}` },
        ...(options.twin
          ? [{ site: `no-js ${app}`, url: `${twinOrigin(app)}${served(route)}` }]
          : []),
      ]),
  );
}

async function peerUrls(base: string): Promise<{ site: string; url: string }[]> {
  const given = options["peer-paths"]?.split(",");
  let paths = given ?? ["/"];
  if (!given) {
    const sitemap = await fetch(new URL("/sitemap.xml", base)).then(
      (r) => (r.ok ? r.text() : ""),
      () => "",
    );
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    if (locs.length) paths = locs;
  }
  return paths.map((path) => ({ site: "peer", url: new URL(path, base).href }));
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

function printTable(rows: Row[]): void {
  console.log(
    `\n${"page".padEnd(58)} ${["perf", "a11y", "bp", "seo"].map((h) => pad(h, 4)).join(" ")} ` +
      `${pad("FCP", 6)} ${pad("LCP", 6)} ${pad("TBT", 5)} ${pad("CLS", 6)} ${pad("JS", 8)} ${pad("all", 8)}`,
  );
  for (const row of rows) {
    console.log(
      `${`${row.site} ${new URL(row.url).pathname}`.padEnd(58)} ` +
        `${CATEGORIES.map((id) => pad(row.scores[id], 4)).join(" ")} ` +
        `${pad(`${(row.fcp / 1000).toFixed(2)}s`, 6)} ${pad(`${(row.lcp / 1000).toFixed(2)}s`, 6)} ` +
        `${pad(`${Math.round(row.tbt)}ms`, 5)} ${pad(row.cls.toFixed(3), 6)} ` +
        `${pad(`${(row.jsBytes / 1024).toFixed(1)}KB`, 8)} ${pad(`${(row.totalBytes / 1024).toFixed(1)}KB`, 8)}`,
    );
  }
}

function summarize(site: "ours" | "no-js" | "peer", rows: Row[]): void {
  const group = (row: Row) =>
    row.site === "peer" ? "peer" : row.site.startsWith("no-js") ? "no-js" : "ours";
  const mine = rows.filter((row) => group(row) === site);
  if (!mine.length) return;
  const of = (pick: (row: Row) => number) => median(mine.map(pick));
  console.log(
    `${site.padEnd(6)} pages ${pad(mine.length, 3)}  median perf ${of((r) => r.scores.performance)}  ` +
      `FCP ${(of((r) => r.fcp) / 1000).toFixed(2)}s  LCP ${(of((r) => r.lcp) / 1000).toFixed(2)}s  ` +
      `TBT ${Math.round(of((r) => r.tbt))}ms  JS ${(of((r) => r.jsBytes) / 1024).toFixed(1)}KB  ` +
      `all ${(of((r) => r.totalBytes) / 1024).toFixed(1)}KB`,
  );
}

const twins = options.twin
  ? APPS.map((app) => {
      const dir = join(tmpdir(), "agencia-no-js-twin", app);
      writeNoJsTwin(`../apps/${app}/build/client`, dir);
      return { dir, origin: twinOrigin(app) };
    })
  : [];
const servers = [
  ...APPS.map((app) =>
    serve("node", [
      "../scripts/serve-static.mjs",
      `../apps/${app}/build/client`,
      portOf(ORIGINS[app]),
    ]),
  ),
  ...twins.map(({ dir, origin }) =>
    serve("node", ["../scripts/serve-static.mjs", dir, portOf(origin)]),
  ),
  serve("tsx", ["../packages/local-backend/src/main.ts", "--memory"], {
    PORT: portOf(BACKEND_URL),
  }),
];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args],
});

try {
  await Promise.all(
    [
      ...Object.values(ORIGINS),
      ...twins.map(({ origin }) => origin),
      `${BACKEND_URL}/rest/v1/`,
    ].map(waitFor),
  );
  const [product] = await catalogue();
  const pages = [...ownUrls(product!.id), ...(options.peer ? await peerUrls(options.peer) : [])];
  console.log(`Lighthouse ${RUNS}× en ${pages.length} páginas (móvil, throttling simulado)…`);
  const rows: Row[] = [];
  for (const page of pages) {
    const runs: Measure[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(page.url, chrome.port));
    const row = { ...page, ...medianOf(runs) };
    rows.push(row);
    console.log(
      `  ${page.url}: perf ${row.scores.performance}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`,
    );
  }
  console.log(`\nMedians of ${RUNS} runs per page:`);
  printTable(rows);
  console.log("");
  summarize("ours", rows);
  summarize("no-js", rows);
  summarize("peer", rows);
  mkdirSync(new URL("../bench-results/", import.meta.url), { recursive: true });
  const file = new URL(
    `../bench-results/lighthouse-${new Date().toISOString().slice(0, 19).replaceAll(":", "")}.json`,
    import.meta.url,
  );
  writeFileSync(file, `${JSON.stringify({ runs: RUNS, lighthouse: "12", rows }, null, 2)}\n`);
  console.log(`\nJSON: ${file.pathname}`);
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
}
