// The Lighthouse benchmark: runs Lighthouse 12 in Debian's Chromium on every prerendered route of
// both apps (served by servers.ts) with its default mobile emulation and simulated throttling,
// several runs each, and prints the medians. Peers can be measured in the same run, side by side:
// the no-JavaScript twins (`--twin`, no-js-twin.ts) and any other local site (`--peer <base URL>`:
// its sitemap.xml's pages, or the paths given with --peer-paths). Run through bench/index.ts.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { builtPages } from "../support/built-pages";
import { chromiumLaunchOptions } from "../support/chromium";
import { catalogue } from "../support/store";
import { APPS, ORIGINS, twinOrigin } from "./servers";
import { median } from "./stats";

export interface LighthouseOptions {
  runs: number;
  only?: string[];
  twin: boolean;
  peer?: string;
  peerPaths?: string[];
}
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
export interface LighthouseRow extends Measure {
  site: string;
  url: string;
}

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

/**
 * Our routes (every prerendered page of both apps but the 404 page), and their twins' if asked.
 * A product page's shell is measured as the page of a real product, `productId`, as the host's
 * rewrite serves it (on its own, the shell would show an unknown product's error).
 */
function ownUrls(productId: string, options: LighthouseOptions): { site: string; url: string }[] {
  const { only } = options;
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

async function peerUrls(base: string, given?: string[]): Promise<{ site: string; url: string }[]> {
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

function printTable(rows: LighthouseRow[]): void {
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

function summarize(site: "ours" | "no-js" | "peer", rows: LighthouseRow[]): void {
  const group = (row: LighthouseRow) =>
    row.site === "peer" ? "peer" : row.site.startsWith("no-js") ? "no-js" : "ours";
  const mine = rows.filter((row) => group(row) === site);
  if (!mine.length) return;
  const of = (pick: (row: LighthouseRow) => number) => median(mine.map(pick));
  console.log(
    `${site.padEnd(6)} pages ${pad(mine.length, 3)}  median perf ${of((r) => r.scores.performance)}  ` +
      `FCP ${(of((r) => r.fcp) / 1000).toFixed(2)}s  LCP ${(of((r) => r.lcp) / 1000).toFixed(2)}s  ` +
      `TBT ${Math.round(of((r) => r.tbt))}ms  JS ${(of((r) => r.jsBytes) / 1024).toFixed(1)}KB  ` +
      `all ${(of((r) => r.totalBytes) / 1024).toFixed(1)}KB`,
  );
}

/** Measures every route (and the peers asked for); prints the table and answers the rows. */
export async function measureLighthouse(options: LighthouseOptions): Promise<LighthouseRow[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args],
  });
  try {
    const [product] = await catalogue();
    const pages = [
      ...ownUrls(product!.id, options),
      ...(options.peer ? await peerUrls(options.peer, options.peerPaths) : []),
    ];
    console.log(
      `Lighthouse ${options.runs}× en ${pages.length} páginas (móvil, throttling simulado)…`,
    );
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const runs: Measure[] = [];
      for (let run = 0; run < options.runs; run += 1)
        runs.push(await measure(page.url, chrome.port));
      const row: LighthouseRow = { ...page, ...medianOf(runs) };
      rows.push(row);
      console.log(
        `  ${page.url}: perf ${row.scores.performance}, LCP ${Math.round(row.lcp)} ms, TBT ${Math.round(row.tbt)} ms`,
      );
    }
    console.log(`\nMedians of ${options.runs} runs per page:`);
    printTable(rows);
    console.log("");
    summarize("ours", rows);
    summarize("no-js", rows);
    summarize("peer", rows);
    return rows;
  } finally {
    await chrome.kill();
  }
}
