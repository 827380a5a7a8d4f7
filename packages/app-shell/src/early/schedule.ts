import { afterNextPaint, inNextTask } from "@agencia/ui/next-paint";

/** Reading and scrolling are not intents, so a phone spends nothing on code a reader never needs. */
const INTENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin"];

const GESTURE_STARTS = new Set(["pointerdown", "touchstart"]);
const GESTURE_ENDS = ["click", "pointercancel", "touchcancel", "contextmenu", "dragstart"];
/** A finger held longer is not a tap: the app loads anyway. */
const LONGEST_TAP_MS = 500;

/**
 * Calls `start` once, when the page's policy (../hydration.tsx) says. A tap waits for its end, since
 * the app's first task between a finger's down and up would delay the tap's own answer.
 */
export function scheduleStart(
  start: () => void,
  answeredInFull: (control: Element) => boolean,
  signal?: AbortSignal,
): void {
  const html = document.documentElement;
  const pending = new AbortController();
  signal?.addEventListener("abort", () => pending.abort());
  const go = () => {
    if (pending.signal.aborted) return;
    pending.abort();
    start();
  };
  const onIntent = (event: Event) => {
    if (event.target instanceof Element && answeredInFull(event.target)) return;
    if (GESTURE_STARTS.has(event.type)) afterGesture(go);
    else go();
  };
  const listening = { capture: true, passive: true, signal: pending.signal };
  for (const type of INTENTS) window.addEventListener(type, onIntent, listening);
  if (html.dataset.hydration === "load") afterLoad(go, pending.signal);
  else if (html.dataset.hydrateBy) {
    const deadline = Number(html.dataset.hydrateBy);
    afterLoad(() => setTimeout(go, deadline - performance.now()), pending.signal);
  }
}

function afterGesture(work: () => void): void {
  const ended = new AbortController();
  const end = () => {
    if (ended.signal.aborted) return;
    ended.abort();
    void afterNextPaint().then(work);
  };
  for (const type of GESTURE_ENDS)
    window.addEventListener(type, end, { capture: true, passive: true, signal: ended.signal });
  setTimeout(end, LONGEST_TAP_MS);
}

export function afterLoad(work: () => void, signal?: AbortSignal): void {
  if (document.readyState === "complete") work();
  else window.addEventListener("load", work, { once: true, signal });
}

/** What the page's start module exports (../static-build/react-router-adapter.ts). */
export interface StartModule {
  modules: readonly string[];
  start(): Promise<unknown>;
}

/**
 * `modulepreload` when the app starts now; `prefetch` ahead of time, which only fills the HTTP
 * cache, so compiling the modules waits for the start instead of blocking an idle page. One link
 * per task: each starts a request, a few ms on a phone, and a page's few dozen made a long task.
 */
export function preload(
  modules: readonly string[],
  rel: "modulepreload" | "prefetch" = "modulepreload",
  signal?: AbortSignal,
): void {
  const [href, ...rest] = modules;
  if (href === undefined || signal?.aborted) return;
  document.head.append(Object.assign(document.createElement("link"), { rel, href }));
  inNextTask(() => preload(rest, rel, signal));
}

export const whenIdle = (work: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(work, { timeout: 1000 })
    : void afterNextPaint().then(work);
