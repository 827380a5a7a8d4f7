// The first-interaction benchmark: what a visitor on a cheap phone feels. Each interaction runs in
// a fresh Chromium page under Lighthouse's mobile throttling (CPU 4× slower, 150 ms round trips,
// 1.6 Mbps down): open the page, wait until 2 s after `load` (1 s after reaching a control further
// down), make one gesture, and time until the page shows its result. Each interaction is measured
// in the same run on its inline-script page (inline-baseline.ts: the same page answered by a short
// hand-written script), its physical limit, and each row is compared with it; and with the issue's
// first reference, the inline-script menu that toggles `hidden`.
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../support/chromium";
import { inlineTwin, INTERACTIONS, MENU_HIDDEN, type Interaction } from "./interactions";
import { median } from "./stats";

/** Lighthouse's mobile profile: a mid-range phone on a slow 4G network. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: "es-AR",
  timezoneId: "America/Argentina/Buenos_Aires",
};
const THROTTLING = {
  cpu: 4,
  latencyMs: 150,
  downBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  upBytesPerSecond: (750 * 1024) / 8,
};
/** A result that takes longer than this counts as never shown. */
const GIVE_UP_MS = 15_000;

export interface InteractionRow {
  name: string;
  url: string;
  /** Milliseconds of each run; Infinity when the result never showed. */
  runs: number[];
  median: number;
  /** The same interaction on its inline-script page: milliseconds of each run, and their median. */
  inlineRuns: number[];
  inlineMedian: number;
  /** The median over the inline-script page's median, in the same run. */
  ratio: number;
  /** The median over the `hidden`-toggling menu's median (MENU_HIDDEN), in the same run. */
  ratioToMenuHidden: number;
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpu });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downBytesPerSecond,
    uploadThroughput: THROTTLING.upBytesPerSecond,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One run: milliseconds from the gesture to the result, or Infinity. */
async function measureOnce(browser: Browser, interaction: Interaction): Promise<number> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttle(page);
    await page.goto(interaction.url, { waitUntil: "load" });
    const loaded = performance.now();
    if (interaction.setup) {
      await interaction.setup(page);
      await sleep(1000);
    }
    await sleep(loaded + 2000 - performance.now());

    const { gesture, result } = interaction;
    const target = "tap" in gesture ? await gesture.tap(page).first().boundingBox() : null;
    if ("tap" in gesture && !target) throw new Error(`${interaction.name}: no se ve el control`);
    const start = performance.now();
    const shown = (
      "popup" in result
        ? context.waitForEvent("page", { timeout: GIVE_UP_MS })
        : page.waitForFunction(result.inPage, result.arg ?? "", {
            polling: "raf",
            timeout: GIVE_UP_MS,
          })
    ).then(
      () => performance.now() - start,
      () => Number.POSITIVE_INFINITY,
    );
    if (target)
      await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
    else if ("scroll" in gesture) await page.mouse.wheel(0, gesture.scroll);
    return await shown;
  } finally {
    await context.close();
  }
}

const formatMs = (ms: number) =>
  Number.isNaN(ms)
    ? "failed"
    : Number.isFinite(ms)
      ? `${Math.round(ms).toLocaleString("en-US")} ms`
      : "never";

function printInteractionTable(reference: number, rows: InteractionRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  const ratio = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "—");
  console.log(`\n${MENU_HIDDEN.name}: ${formatMs(reference)}`);
  console.log(
    `${"first interaction".padEnd(width)}${"ours".padStart(9)}${"inline".padStart(9)}` +
      `${"× inline".padStart(10)}${"× menu".padStart(8)}   runs (ours | inline)`,
  );
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(width)}${formatMs(row.median).padStart(9)}${formatMs(row.inlineMedian).padStart(9)}` +
        `${ratio(row.ratio).padStart(10)}${ratio(row.ratioToMenuHidden).padStart(8)}   ` +
        `${row.runs.map(formatMs).join(", ")} | ${row.inlineRuns.map(formatMs).join(", ")}`,
    );
  }
}

/**
 * Measures every interaction (or those on the given paths) and its inline-script twin `runs`
 * times, with the `hidden`-toggling menu; answers the medians.
 */
export async function measureFirstInteractions({
  runs,
  only,
}: {
  runs: number;
  only?: string[];
}): Promise<{ menuHidden: number; rows: InteractionRow[] }> {
  const ours = INTERACTIONS.filter(
    (interaction) =>
      !only || only.includes(new URL(interaction.url).pathname.replace(/(.)\/$/, "$1")),
  );
  const pairs = ours.map((interaction) => [interaction, inlineTwin(interaction)] as const);
  const chosen = [MENU_HIDDEN, ...pairs.flat()];
  const browser = await chromium.launch(chromiumLaunchOptions);
  const times = new Map(chosen.map((interaction) => [interaction, [] as number[]]));
  try {
    console.log(
      `Primera interacción ${runs}× en ${chosen.length} casos (CPU 4×, 150 ms, 1,6 Mbps)…`,
    );
    // Run by run rather than case by case, so a slow minute of the machine spreads over all cases;
    // each case right beside its inline twin.
    for (let run = 0; run < runs; run += 1) {
      for (const interaction of chosen) {
        const time = await measureOnce(browser, interaction).catch((error: Error) => {
          console.warn(`  ${interaction.name}: ${error.message.split("\n")[0]}`);
          return Number.NaN;
        });
        times.get(interaction)!.push(time);
      }
    }
  } finally {
    await browser.close();
  }
  const menuHidden = median(times.get(MENU_HIDDEN)!);
  const rows = pairs.map(([interaction, twin]) => {
    const runsOf = times.get(interaction)!;
    const inlineRuns = times.get(twin)!;
    const middle = median(runsOf);
    const inlineMedian = median(inlineRuns);
    return {
      name: interaction.name,
      url: interaction.url,
      runs: runsOf,
      median: middle,
      inlineRuns,
      inlineMedian,
      ratio: middle / inlineMedian,
      ratioToMenuHidden: middle / menuHidden,
    };
  });
  printInteractionTable(menuHidden, rows);
  return { menuHidden, rows };
}
