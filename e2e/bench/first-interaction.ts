// The first-interaction benchmark: what a visitor on a cheap phone feels. Each interaction runs in
// a fresh Chromium page under Lighthouse's mobile throttling (CPU 4× slower, 150 ms round trips,
// 1.6 Mbps down): open the page, wait until 2 s after `load` (1 s after reaching a control further
// down), make one gesture, and time until the page shows its result.
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../support/chromium";
import { INTERACTIONS, type Interaction } from "./interactions";
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

function printInteractionTable(rows: InteractionRow[]): void {
  const width = Math.max(...rows.map((row) => row.name.length)) + 2;
  console.log(`\n${"first interaction".padEnd(width)}${"median".padStart(9)}   runs`);
  for (const row of rows)
    console.log(
      `${row.name.padEnd(width)}${formatMs(row.median).padStart(9)}   ${row.runs.map(formatMs).join(", ")}`,
    );
}

/** Measures every interaction (or those on the given paths) `runs` times; answers the medians. */
export async function measureFirstInteractions({
  runs,
  only,
}: {
  runs: number;
  only?: string[];
}): Promise<{ rows: InteractionRow[] }> {
  const chosen = INTERACTIONS.filter(
    (interaction) =>
      !only || only.includes(new URL(interaction.url).pathname.replace(/(.)\/$/, "$1")),
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  const times = new Map(chosen.map((interaction) => [interaction, [] as number[]]));
  try {
    console.log(
      `Primera interacción ${runs}× en ${chosen.length} casos (CPU 4×, 150 ms, 1,6 Mbps)…`,
    );
    // Run by run rather than case by case, so a slow minute of the machine spreads over all cases.
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
  const rows = chosen.map((interaction) => {
    const runsOf = times.get(interaction)!;
    return { name: interaction.name, url: interaction.url, runs: runsOf, median: median(runsOf) };
  });
  printInteractionTable(rows);
  return { rows };
}
