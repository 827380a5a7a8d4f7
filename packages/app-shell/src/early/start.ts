import { afterNextPaint } from "@agencia/ui/next-paint";
import { showPlainToast, showWaitingToasts, yieldPlainToastTo } from "@agencia/ui/plain-toast";
import { earlyBehaviours, withinBehaviourControl } from "./behaviors";
import { type EnhancedPage, startEnhancement } from "./enhance";
import { earlyForms } from "./forms";
import { startHandover } from "./handover";
import { polyfillInvokerCommands } from "./invokers";
import { startRecovery } from "./recovery";
import { afterLoad, preload, scheduleStart, type StartModule, whenIdle } from "./schedule";

/** The app's own toasts (sonner). */
const APP_TOAST = "[data-sonner-toast]";

/** Clicks the browser or the early script answers in full: nothing to hand over to React. */
const answeredInFull = (control: Element) =>
  control.matches("[popovertarget], [commandfor]") || withinBehaviourControl(control);

export interface EarlyOptions {
  /** The page's start module. */
  modules: string;
  /** The route's enhancement module, if any. */
  enhance?: string;
  // Tests pass their own importApp and reload, and end everything with `signal`.
  importApp?: (url: string) => Promise<unknown>;
  reload?: () => void;
  signal?: AbortSignal;
}

const importModule = (url: string) => import(/* @vite-ignore */ url);

/** An intent loads the app when idle; something waiting for React ("needed") right after the next paint. */
export type Reason = "intent" | "needed";

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
        preload(app.modules, "modulepreload", signal);
        return app.start();
      })
      .catch(() => recovery.failed());
  };
  const start = (reason: Reason) => {
    if (loading && recovery.broken) recovery.failed();
    if (loading || (scheduled && reason === "intent")) return;
    scheduled = true;
    if (reason === "needed") void afterNextPaint().then(load);
    else whenIdle(load);
  };

  const forms = earlyForms(handover, start);
  const recovery = startRecovery(forms, { reload, signal });
  recovery.resume();
  handover.later(() => yieldPlainToastTo(APP_TOAST));
  showWaitingToasts(APP_TOAST, signal);
  scheduleStart(() => start("intent"), withinBehaviourControl, signal);
  // Fetching the start module (and on a "prefetch" page the app's modules) once idle after load
  // makes the first intent wait less on the network, without competing with the first paints.
  const prefetch = document.documentElement.dataset.hydration === "prefetch";
  const fetchAhead = () =>
    signal?.aborted ||
    importStart().then(
      (app) => prefetch && preload(app.modules, "prefetch", signal),
      () => undefined,
    );
  afterLoad(() => void afterNextPaint().then(() => whenIdle(fetchAhead)), signal);
  if (!enhance) return;
  const page: EnhancedPage = {
    hydrate: () => start("needed"),
    reactStarted: () => handover.untilReact.aborted,
    takeSubmissions: forms.takeSubmissions,
    toast: showPlainToast,
  };
  startEnhancement(enhance, importApp, page, handover.untilReact);
}
