import { afterNextPaint } from "@agencia/ui/next-paint";
import { earlyBehaviours, withinBehaviourControl } from "./behaviors";
import { startEnhancement } from "./enhance";
import { earlyForms } from "./forms";
import { startHandover } from "./handover";
import { polyfillInvokerCommands } from "./invokers";
import { startRecovery } from "./recovery";
import { preload, preloadWhenLoaded, scheduleStart, type StartModule, whenIdle } from "./schedule";
import { showWaitingToasts, yieldToastsTo } from "./toast";

/** Where the app's toaster puts a toast (sonner, through `@agencia/ui/toaster`). */
const APP_TOAST = "[data-sonner-toast]";

/** Clicks the browser or the early script answers in full: nothing to hand over to React. */
const answeredInFull = (control: Element) =>
  control.matches("[popovertarget], [commandfor]") || withinBehaviourControl(control);

export interface EarlyOptions {
  /** The page's start module (../static-build): importing it loads and starts the app. */
  modules: string;
  /** The page's enhancement module, if its route has one (`handle.enhance`, ./enhance.ts). */
  enhance?: string;
  /** Imports the app's code (tests pass their own). */
  importApp?: (url: string) => Promise<unknown>;
  /** Reloads the page (tests pass their own). */
  reload?: () => void;
  /** Ends everything the early script listens to (tests). */
  signal?: AbortSignal;
}

const importModule = (url: string) => import(/* @vite-ignore */ url);

/**
 * Why the app's code should load: the visitor's first intent (it loads when the page is idle), or
 * something waiting for React (a held submission: it loads right after the next paint).
 */
export type Reason = "intent" | "needed";

/** Answers the visitor until React has taken over the page, then hands over (see index.ts). */
export function startEarly({
  modules,
  enhance,
  importApp = importModule,
  reload,
  signal,
}: EarlyOptions) {
  const handover = startHandover(answeredInFull, signal);
  polyfillInvokerCommands(signal);
  earlyBehaviours(handover, signal);

  let loading = false;
  let scheduled = false;
  const importStart = () => importApp(modules) as Promise<StartModule>;
  const load = () => {
    if (loading) return;
    loading = true;
    importStart()
      .then((app) => {
        preload(app.modules);
        return app.start();
      })
      .catch(() => recovery.failed());
  };
  const start = (reason: Reason) => {
    // The code failed to load before: a form held since is saved and the page reloaded.
    if (loading && recovery.broken) recovery.failed();
    if (loading || (scheduled && reason === "intent")) return;
    scheduled = true;
    if (reason === "needed") void afterNextPaint().then(load);
    else whenIdle(load);
  };

  const forms = earlyForms(handover, start);
  const recovery = startRecovery(forms, { reload, signal });
  recovery.resume();
  handover.later(() => yieldToastsTo(APP_TOAST));
  showWaitingToasts(APP_TOAST, signal);
  scheduleStart(() => start("intent"), withinBehaviourControl, signal);
  const prefetch = document.documentElement.dataset.hydration === "prefetch";
  preloadWhenLoaded(importStart, prefetch, signal);
  if (enhance) {
    const hydrate = () => start("needed");
    startEnhancement({ url: enhance, importModule: importApp, hydrate, signal });
  }
}
