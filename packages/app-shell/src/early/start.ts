import { answeredByBehaviours, earlyBehaviours, withinBehaviourControl } from "./behaviors";
import { startEnhancement } from "./enhance";
import { earlyForms } from "./forms";
import { startHandover } from "./handover";
import { polyfillInvokerCommands } from "./invokers";
import { startRecovery } from "./recovery";
import { afterNextPaint, preloadWhenLoaded, scheduleStart, whenIdle } from "./schedule";
import { showWaitingToasts, yieldToastsTo } from "./toast";

/** Where the app's toaster puts a toast (sonner, through `@agencia/ui/toaster`). */
const APP_TOAST = "[data-sonner-toast]";

/** Clicks the browser itself answers in full: invokers of popovers and dialogs. */
const answeredNatively = (control: Element) => control.matches("[popovertarget], [commandfor]");

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
  const handover = startHandover(
    (control) => answeredNatively(control) || answeredByBehaviours(control),
    signal,
  );
  polyfillInvokerCommands(signal);
  earlyBehaviours(handover, signal);

  let loading = false;
  let scheduled = false;
  const load = () => {
    if (loading) return;
    loading = true;
    importApp(modules).catch(() => recovery.failed());
  };
  const start = (reason: Reason) => {
    // The code failed to load before: a form held since is saved and the page reloaded.
    if (loading && recovery.broken) recovery.failed();
    if (loading || (scheduled && reason === "intent")) return;
    scheduled = true;
    (reason === "needed" ? afterNextPaint : whenIdle)(load);
  };

  const forms = earlyForms(handover, start);
  const recovery = startRecovery(forms, { reload, signal });
  recovery.resume();
  handover.later(() => yieldToastsTo(APP_TOAST));
  showWaitingToasts(APP_TOAST, signal);
  handover.shieldReact();
  scheduleStart(() => start("intent"), withinBehaviourControl, signal);
  preloadWhenLoaded(modules, signal);
  if (enhance) {
    const hydrate = () => start("needed");
    startEnhancement({ url: enhance, importModule: importApp, hydrate, whenIdle, signal });
  }
}
