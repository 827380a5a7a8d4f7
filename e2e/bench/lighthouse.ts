// The Lighthouse benchmark, run the way a client runs it: Lighthouse's own CLI with its defaults
// (mobile emulation, simulated throttling, every category), each run in a fresh Chromium the CLI
// launches, as PageSpeed does. It measures every prerendered route of both apps (served by
// servers.ts), several runs each, and prints the medians. In the same run, interleaved with our
// pages: the no-JavaScript twins (`--twin`, no-js-twin.ts), which every route's LCP is compared
// with, and a peer (`--peer <base URL>`: its sitemap.xml's pages, or those of --peer-paths), whose
// median performance every route is compared with. Run through bench/index.ts.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Result } from "lighthouse";
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
/** What Chromium needs to start on this machine (as root, without a display); nothing else. */
const CHROME_FLAGS = "--headless=new --no-sandbox";
/** Every route's LCP may exceed its no-JavaScript twin's by this much. */
const LCP_MARGIN_MS = 50;

interface Measure {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
}
type Site = "ours" | "no-js" | "peer";
interface Page {
  site: Site;
  app?: string;
  /** Our route this page is (ours and its twin), or the peer's path. */
  route: string;
  url: string;
}
export interface LighthouseRow extends Page, Measure {
  /** Each run's performance score (NaN: a run Lighthouse could not finish). */
  performanceRuns: number[];
}

const FAILED: Measure = {
  scores: { performance: NaN, accessibility: NaN, "best-practices": NaN, seo: NaN },
  fcp: NaN,
  lcp: NaN,
  tbt: NaN,
  cls: NaN,
  jsBytes: NaN,
  totalBytes: NaN,
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

/** One run of the `lighthouse` CLI (e2e's devDependency, on the PATH of pnpm's scripts). */
async function lighthouse(url: string): Promise<Result> {
  const { stdout } = await promisify(execFile)(
    "lighthouse",
    [url, "--output=json", "--output-path=stdout", "--quiet", `--chrome-flags=${CHROME_FLAGS}`],
    {
      env: { ...process.env, CHROME_PATH: chromiumLaunchOptions.executablePath },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as Result;
}

async function measure(url: string): Promise<Measure> {
  const lhr = await lighthouse(url);
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  const { categories, audits } = lhr;
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
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
      CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? Number.NaN) * 100)]),
    ) as Measure["scores"],
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes: bytes("Script"),
    totalBytes: bytes(),
  };
}

/** Lighthouse aborts a run now and then (NO_NAVSTART) and asks to be run again: it is, twice. */
const ATTEMPTS = 3;

async function measureRetrying(url: string): Promise<Measure> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url);
    } catch (caught) {
      const error = caught as Error & { stderr?: string };
      // The CLI says why on its standard error; the command line alone says nothing.
      const why = error.stderr?.trim().split("\n").slice(-3).join(" | ");
      console.warn(`  ${url} (${attempt}/${ATTEMPTS}): ${why || error.message.split("\n")[0]}`);
      if (attempt === ATTEMPTS) return FAILED;
    }
  }
}

/**
 * Our routes (every prerendered page of both apps but the 404 page), and their twins' if asked.
 * A product page's shell is measured as the page of a real product, `productId`, as the host's
 * rewrite serves it (on its own, the shell would show an unknown product's error).
 */
function ownPages(productId: string, options: LighthouseOptions): Page[] {
  const { only } = options;
  const served = (route: string) => route.replace(/\/_shell$/, `/${productId}`);
  return APPS.flatMap((app) =>
    builtPages(app)
      .filter(({ route }) => route !== "/404" && (!only || only.includes(route)))
      .flatMap(({ route }): Page[] => [
        { site: "ours", app, route: served(route), url: `${ORIGINS[app]}${served(route)}` },
        ...(options.twin
          ? [
              {
                site: "no-js" as const,
                app,
                route: served(route),
                url: `${twinOrigin(app)}${served(route)}`,
              },
            ]
          : []),
      ]),
  );
}

async function peerPages(base: string, given?: string[]): Promise<Page[]> {
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
  return paths.map((path) => ({ site: "peer", route: path, url: new URL(path, base).href }));
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)}s`;
const label = (row: Page) =>
  `${row.site === "ours" ? row.app : `${row.site} ${row.app ?? ""}`.trim()} ${row.route}`;

function printTable(rows: LighthouseRow[]): void {
  console.log(
    `\n${"page".padEnd(58)} ${["perf", "a11y", "bp", "seo"].map((h) => pad(h, 4)).join(" ")} ` +
      `${pad("FCP", 6)} ${pad("LCP", 6)} ${pad("TBT", 6)} ${pad("CLS", 6)} ${pad("JS", 8)} ${pad("all", 8)}   perf runs`,
  );
  for (const row of rows) {
    console.log(
      `${label(row).padEnd(58)} ` +
        `${CATEGORIES.map((id) => pad(row.scores[id], 4)).join(" ")} ` +
        `${pad(seconds(row.fcp), 6)} ${pad(seconds(row.lcp), 6)} ` +
        `${pad(`${Math.round(row.tbt)}ms`, 6)} ${pad(row.cls.toFixed(3), 6)} ` +
        `${pad(`${(row.jsBytes / 1024).toFixed(1)}KB`, 8)} ${pad(`${(row.totalBytes / 1024).toFixed(1)}KB`, 8)}   ` +
        row.performanceRuns.join(", "),
    );
  }
}

export interface RouteVerdict {
  route: string;
  app: string;
  performance: number;
  /** The peer's median performance, and whether the route is at or above it. */
  peerPerformance?: number;
  atOrAbovePeer?: boolean;
  lcp: number;
  /** The twin's LCP, and whether the route's is within LCP_MARGIN_MS of it. */
  twinLcp?: number;
  lcpWithinTwin?: boolean;
}

/** Every route against the peer's median performance and its twin's LCP. */
function verdicts(rows: LighthouseRow[]): RouteVerdict[] {
  const peers = rows.filter((row) => row.site === "peer");
  const peerPerformance = peers.length
    ? median(peers.map((row) => row.scores.performance))
    : undefined;
  return rows
    .filter((row) => row.site === "ours")
    .map((row) => {
      const twin = rows.find(
        (other) => other.site === "no-js" && other.app === row.app && other.route === row.route,
      );
      return {
        route: row.route,
        app: row.app!,
        performance: row.scores.performance,
        ...(peerPerformance === undefined
          ? {}
          : { peerPerformance, atOrAbovePeer: row.scores.performance >= peerPerformance }),
        lcp: row.lcp,
        ...(twin ? { twinLcp: twin.lcp, lcpWithinTwin: row.lcp <= twin.lcp + LCP_MARGIN_MS } : {}),
      };
    });
}

function printVerdicts(verdicts: RouteVerdict[]): void {
  const mark = (pass?: boolean) => (pass === undefined ? "" : pass ? "pass" : "FAIL");
  console.log(
    `\n${"route".padEnd(58)} ${pad("perf", 4)} ${pad("peer", 4)} ${"".padEnd(4)}  ` +
      `${pad("LCP", 6)} ${pad("twin", 6)} ${pad("Δ", 6)} ${"".padEnd(4)}`,
  );
  for (const v of verdicts)
    console.log(
      `${`${v.app} ${v.route}`.padEnd(58)} ${pad(v.performance, 4)} ${pad(v.peerPerformance ?? "—", 4)} ` +
        `${mark(v.atOrAbovePeer).padEnd(4)}  ${pad(seconds(v.lcp), 6)} ` +
        `${pad(v.twinLcp === undefined ? "—" : seconds(v.twinLcp), 6)} ` +
        `${pad(v.twinLcp === undefined ? "—" : seconds(v.lcp - v.twinLcp), 6)} ${mark(v.lcpWithinTwin)}`,
    );
  const belowPeer = verdicts.filter((v) => v.atOrAbovePeer === false);
  const slowerThanTwin = verdicts.filter((v) => v.lcpWithinTwin === false);
  const names = (list: RouteVerdict[]) => list.map((v) => `${v.app} ${v.route}`).join(", ");
  if (verdicts.some((v) => v.peerPerformance !== undefined))
    console.log(
      belowPeer.length
        ? `\nBelow the peer's performance (${verdicts[0]!.peerPerformance}): ${belowPeer.length} of ${verdicts.length} routes: ${names(belowPeer)}.`
        : `\nEvery route at or above the peer's performance (${verdicts[0]!.peerPerformance}).`,
    );
  if (verdicts.some((v) => v.twinLcp !== undefined))
    console.log(
      slowerThanTwin.length
        ? `LCP more than ${seconds(LCP_MARGIN_MS)} over the twin's: ${slowerThanTwin.length} of ${verdicts.length} routes: ${names(slowerThanTwin)}.`
        : `Every route's LCP within ${seconds(LCP_MARGIN_MS)} of its twin's.`,
    );
}

/** Measures every page (and the peers asked for); prints the tables and answers the rows. */
export async function measureLighthouse(
  options: LighthouseOptions,
): Promise<{ rows: LighthouseRow[]; verdicts: RouteVerdict[] }> {
  const [product] = await catalogue();
  const pages = [
    ...ownPages(product!.id, options),
    ...(options.peer ? await peerPages(options.peer, options.peerPaths) : []),
  ];
  console.log(
    `Lighthouse (CLI, por defecto) ${options.runs}× en ${pages.length} páginas, un Chromium nuevo por corrida…`,
  );
  const runs = new Map(pages.map((page) => [page, [] as Measure[]]));
  // Round by round, so a slow stretch of the shared machine falls on every page alike, the
  // peer's and the twins' as much as ours.
  for (let run = 0; run < options.runs; run += 1)
    for (const page of pages) {
      const result = await measureRetrying(page.url);
      runs.get(page)!.push(result);
      console.log(
        `  ${run + 1}/${options.runs} ${page.url}: perf ${result.scores.performance}, ` +
          `LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`,
      );
    }
  const rows = pages.map((page): LighthouseRow => {
    const measured = runs.get(page)!;
    return {
      ...page,
      ...medianOf(measured),
      performanceRuns: measured.map((run) => run.scores.performance),
    };
  });
  console.log(`\nMedians of ${options.runs} runs per page:`);
  printTable(rows);
  const result = verdicts(rows);
  printVerdicts(result);
  return { rows, verdicts: result };
}
