import { afterNextPaint } from "@agencia/ui/next-paint";

/**
 * What counts as the visitor's first intent: a control about to be used (a touch, a click, a key,
 * focus) or a mouse on the move. Reading and scrolling are not: the page answers them by itself,
 * and a phone spends nothing on code a reader never needs.
 */
const INTENTS = ["pointerdown", "pointermove", "touchstart", "keydown", "focusin"];

/** A touch or a click under way: the app loads once it has ended and its answer has painted. */
const GESTURE_STARTS = new Set(["pointerdown", "touchstart"]);
const GESTURE_ENDS = ["click", "pointercancel", "touchcancel", "contextmenu", "dragstart"];
/** A finger held down longer than this is not a tap: the app loads anyway. */
const LONGEST_TAP_MS = 500;

/**
 * Calls `start` once, when the page's policy says (`<html data-hydration>` and
 * `data-hydrate-by`, see ../hydration.tsx): on the first intent; right after `load` for "load";
 * at the latest `data-hydrate-by` milliseconds after navigation started. An intent on a control
 * the page answers in full without the app (`answeredInFull`: a share link) is not one: loading
 * the app then would only slow that answer. A tap's intent waits for the tap's end: the browser
 * runs idle work between a finger's down and up, and the app's first task there (its start
 * module, ~25 ms at CPU 4×) delayed the tap's own answer.
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

/** Runs `work` once the tap or click under way has ended and what it showed has painted. */
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

/** Runs `work` once the page has loaded (at once if it has). */
export function afterLoad(work: () => void, signal?: AbortSignal): void {
  if (document.readyState === "complete") work();
  else window.addEventListener("load", work, { once: true, signal });
}

/** What the page's start module exports (../static-build/react-router-adapter.ts). */
export interface StartModule {
  /** Every module the app needs on this page. */
  modules: readonly string[];
  /** Starts the app. */
  start(): Promise<unknown>;
}

/** Fetches `modules` without running them (they run when imported). */
export function preload(modules: readonly string[]): void {
  for (const href of modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Once the page has loaded, painted what it loaded and is idle, fetches the page's start module
 * (`importStart`), so that the first intent starts the app's downloads a round trip sooner; with
 * `everything`, the app's modules too, so that the first intent starts the app without waiting
 * for the network. Not earlier, where it would compete with the first paints.
 */
export function preloadWhenLoaded(
  importStart: () => Promise<StartModule>,
  everything: boolean,
  signal?: AbortSignal,
): void {
  const fetchAhead = () => {
    if (signal?.aborted) return;
    void importStart().then(
      (start) => everything && preload(start.modules),
      () => undefined,
    );
  };
  afterLoad(() => void afterNextPaint().then(() => whenIdle(fetchAhead)), signal);
}

/** Runs `work` when the page is idle (soon after the next paint where there is no such signal). */
export const whenIdle = (work: () => void) =>
  "requestIdleCallback" in window
    ? requestIdleCallback(work, { timeout: 1000 })
    : void afterNextPaint().then(work);
