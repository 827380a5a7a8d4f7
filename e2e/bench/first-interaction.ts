// The first-interaction benchmark: what a visitor on a cheap phone feels, against budgets a person
// would notice. Each interaction runs in a fresh Chromium page under Lighthouse's mobile throttling
// (CPU 4× slower, 150 ms round trips, 1.6 Mbps down): open the page, wait until 2 s after `load`
// (1 s after reaching a control further down), make one gesture. Both times are taken in the page
// (in-page.ts):
// - the answer: Event Timing's duration of the tap's interaction, as INP counts it (100 ms budget).
//   A scroll has no Event Timing entry: its answer is the time from the wheel event to the first
//   painted frame that shows the change.
// - the result, for a task that needs no server: from the tap to the first painted frame that shows
//   it (1 s budget).
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumLaunchOptions } from "../support/chromium";
import { recordTiming, untilInPage } from "./in-page";
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
export const BUDGETS = { answerMs: 100, resultMs: 1000 };
/** The pages' script files; the bench's own recorder is an init script, and inline scripts run. */
const SCRIPT_FILE = /\.m?js(\?.*)?$/;
const WITHOUT_SCRIPTS =
  "Without the pages' script files: the browser's own answer to the same taps, the floor under " +
  "what the scripts add (a row that needs them never answers).";
/** A page that shows nothing for this long after the gesture has failed to answer. */
const GIVE_UP_MS = 15_000;
/** Event Timing reports an event once its frame is presented; none by then: under 16 ms. */
const ENTRY_WAIT_MS = 1000;
/** The observer's threshold: an interaction with no entry took less. */
const EVENT_THRESHOLD_MS = 16;

/** One run, in milliseconds: NaN when the run failed, Infinity when the page never answered. */
interface Run {
  answer: number;
  /** Null when the row has no result of its own (a server's task, a popup, a scroll). */
  result: number | null;
}

interface Measured {
  runs: number[];
  median: number;
  budget: number;
  pass: boolean;
}

export interface InteractionRow {
  name: string;
  url: string;
  /** How the answer is timed: Event Timing's duration, or a scroll's time to its change. */
  answerBy: "event timing" | "scroll to change";
  answer: Measured;
  result: Measured | null;
}

/** Whether the middle of a control, where the bench taps, is on the screen. */
const onScreen = ({ y, height }: { y: number; height: number }) =>
  y + height / 2 >= 0 && y + height / 2 <= PHONE.viewport.height;

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

/** A task that needs no server has a result of its own: the change its tap makes in the page. */
const hasResult = ({ shows, gesture, server }: Interaction) =>
  "inPage" in shows && "tap" in gesture && !server;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * The interaction's duration as INP takes it: its longest entry, of the first interaction from the
 * gesture. A tap's entries come as their frames are presented, its click's last: the duration is
 * read once the click's entry is in, or after ENTRY_WAIT_MS when none came (each event under the
 * threshold).
 */
async function eventTimingDuration(page: Page): Promise<number> {
  const clickReported = () => window.__bench.fromGesture().some(({ name }) => name === "click");
  await untilInPage(page, clickReported, "", ENTRY_WAIT_MS);
  const entries = await page.evaluate(() =>
    window.__bench
      .fromGesture()
      .map(({ interactionId, duration }) => ({ interactionId, duration })),
  );
  if (entries.length === 0) return EVENT_THRESHOLD_MS;
  const first = Math.min(...entries.map((entry) => entry.interactionId));
  return Math.max(
    ...entries.filter((entry) => entry.interactionId === first).map((entry) => entry.duration),
  );
}

async function measureOnce(
  browser: Browser,
  interaction: Interaction,
  withoutScripts: boolean,
): Promise<Run> {
  const context = await browser.newContext(PHONE);
  try {
    if (withoutScripts) await context.route(SCRIPT_FILE, (route) => route.abort());
    await context.addInitScript(recordTiming);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(interaction.url, { waitUntil: "load" });
    const loaded = performance.now();
    if (interaction.setup) {
      await interaction.setup(page);
      await sleep(1000);
    }
    await sleep(loaded + 2000 - performance.now());

    const { gesture, shows } = interaction;
    if ("inPage" in shows)
      await page.evaluate(
        `window.__bench.check = () => (${shows.inPage.toString()})(${JSON.stringify(shows.arg ?? "")})`,
      );
    const target =
      "tap" in gesture
        ? await page.evaluate((selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
          }, gesture.tap)
        : null;
    if ("tap" in gesture && !(target && onScreen(target)))
      throw new Error(`${interaction.name}: el control no está en pantalla`);
    const popup = "popup" in shows ? context.waitForEvent("page", { timeout: GIVE_UP_MS }) : null;
    await page.evaluate(() => (window.__bench.armed = true));
    if (target)
      await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
    else if ("scroll" in gesture) await page.mouse.wheel(0, gesture.scroll);
    const shown = await (popup
      ? popup.then(
          () => true,
          () => false,
        )
      : untilInPage(page, () => window.__bench.shownAt !== undefined, "", GIVE_UP_MS));
    const result = hasResult(interaction);
    if (!shown)
      return { answer: Number.POSITIVE_INFINITY, result: result ? Number.POSITIVE_INFINITY : null };
    const { gestureAt, shownAt } = await page.evaluate(() => ({
      gestureAt: window.__bench.gestureAt,
      shownAt: window.__bench.shownAt,
    }));
    if (gestureAt === undefined)
      throw new Error(`${interaction.name}: el gesto no llegó a la página`);
    const toShown = (shownAt ?? Number.NaN) - gestureAt;
    if ("scroll" in gesture) return { answer: toShown, result: null };
    return { answer: await eventTimingDuration(page), result: result ? toShown : null };
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

function measured(runs: number[], budget: number): Measured {
  const middle = median(runs);
  return { runs, median: middle, budget, pass: middle <= budget };
}

const verdict = ({ pass }: Measured) => (pass ? "pass" : "OVER");

function printTable(rows: InteractionRow[], runs: number, withoutScripts: boolean): void {
  const width = Math.max(...rows.map((row) => row.name.length)) + 4;
  console.log(
    `\nFirst interactions at CPU 4×, 150 ms RTT, 1.6 Mbps; medians of ${runs} runs.\n` +
      (withoutScripts ? `${WITHOUT_SCRIPTS}\n` : "") +
      `answer: Event Timing's duration of the tap, as INP counts it (16 ms: no entry reached the ` +
      `observer's 16 ms threshold); budget ${BUDGETS.answerMs} ms.\n` +
      `result: from the tap to the first painted frame that shows it, for tasks that need no ` +
      `server; budget ${BUDGETS.resultMs / 1000} s.\n` +
      `* a scroll has no Event Timing entry: its answer is the time from the wheel event to the ` +
      `first painted frame that shows the change.\n`,
  );
  console.log(
    `${"interaction".padEnd(width)}${"answer".padStart(9)}  ${`≤${BUDGETS.answerMs} ms`.padEnd(8)}` +
      `${"result".padStart(9)}  ${`≤${BUDGETS.resultMs / 1000} s`.padEnd(6)}runs: answer | result`,
  );
  for (const row of rows) {
    const name = row.answerBy === "scroll to change" ? `${row.name} *` : row.name;
    const { answer, result } = row;
    console.log(
      `${name.padEnd(width)}${formatMs(answer.median).padStart(9)}  ${verdict(answer).padEnd(8)}` +
        `${(result ? formatMs(result.median) : "—").padStart(9)}  ${(result ? verdict(result) : "").padEnd(6)}` +
        `${answer.runs.map(formatMs).join(", ")}${result ? ` | ${result.runs.map(formatMs).join(", ")}` : ""}`,
    );
  }
  const over = rows.flatMap((row) => [
    ...(row.answer.pass ? [] : [`${row.name} (answer ${formatMs(row.answer.median)})`]),
    ...(!row.result || row.result.pass
      ? []
      : [`${row.name} (result ${formatMs(row.result.median)})`]),
  ]);
  console.log(
    over.length
      ? `\nOver budget in ${rows.filter((row) => !row.answer.pass || row.result?.pass === false).length} of ${rows.length} rows: ${over.join("; ")}.`
      : `\nWithin budget: every one of the ${rows.length} rows.`,
  );
}

/** Measures every interaction (or those on the given paths) `runs` times; answers the rows. */
export async function measureFirstInteractions({
  runs,
  only,
  withoutScripts = false,
}: {
  runs: number;
  only?: string[];
  /** Block the pages' script files: what the browser alone takes to answer (`--without-scripts`). */
  withoutScripts?: boolean;
}): Promise<{ budgets: typeof BUDGETS; rows: InteractionRow[] }> {
  const chosen = INTERACTIONS.filter(
    (interaction) =>
      !only || only.includes(new URL(interaction.url).pathname.replace(/(.)\/$/, "$1")),
  );
  const browser = await chromium.launch(chromiumLaunchOptions);
  const measures = new Map(chosen.map((interaction) => [interaction, [] as Run[]]));
  try {
    console.log(
      `Primera interacción ${runs}× en ${chosen.length} casos (CPU 4×, 150 ms, 1,6 Mbps)…`,
    );
    // Run by run rather than case by case, so a slow minute of the machine spreads over all cases.
    for (let run = 0; run < runs; run += 1) {
      for (const interaction of chosen) {
        const measure = await measureOnce(browser, interaction, withoutScripts).catch(
          (error: Error) => {
            console.warn(`  ${interaction.name}: ${error.message.split("\n")[0]}`);
            return { answer: Number.NaN, result: Number.NaN };
          },
        );
        measures.get(interaction)!.push(measure);
      }
    }
  } finally {
    await browser.close();
  }
  const rows = chosen.map((interaction): InteractionRow => {
    const done = measures.get(interaction)!;
    return {
      name: interaction.name,
      url: interaction.url,
      answerBy: "scroll" in interaction.gesture ? "scroll to change" : "event timing",
      answer: measured(
        done.map((run) => run.answer),
        BUDGETS.answerMs,
      ),
      result: hasResult(interaction)
        ? measured(
            done.map((run) => run.result ?? Number.NaN),
            BUDGETS.resultMs,
          )
        : null,
    };
  });
  printTable(rows, runs, withoutScripts);
  return { budgets: BUDGETS, rows };
}
