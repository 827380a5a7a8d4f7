import { answeredByBehaviours, earlyBehaviours } from "./behaviors";
import { earlyForms } from "./forms";
import { startHandover } from "./handover";
import { polyfillInvokerCommands } from "./invokers";
import { startRecovery } from "./recovery";
import { scheduleStart } from "./schedule";
import { yieldToastsTo } from "./toast";

/** Where the app's toaster puts a toast (sonner, through `@agencia/ui/toaster`). */
const APP_TOAST = "[data-sonner-toast]";

/** Clicks the browser itself answers in full: invokers of popovers and dialogs. */
const answeredNatively = (control: Element) => control.matches("[popovertarget], [commandfor]");

export interface EarlyOptions {
  /** The file with React Router's route modules: importing it starts the app. */
  modules: string;
  /** The modules it imports, preloaded when it starts. */
  preload: readonly string[];
  /** Imports the app's code (tests pass their own). */
  importApp?: (url: string) => Promise<unknown>;
  /** Reloads the page (tests pass their own). */
  reload?: () => void;
  /** Ends everything the early script listens to (tests). */
  signal?: AbortSignal;
}

const importModule = (url: string) => import(/* @vite-ignore */ url);

/** Answers the visitor until React has taken over the page, then hands over (see index.ts). */
export function startEarly({
  modules,
  preload,
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

  let started = false;
  const start = () => {
    if (started) {
      // The code failed to load before: a form held since is saved and the page reloaded.
      if (recovery.broken) recovery.failed();
      return;
    }
    started = true;
    for (const href of preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    importApp(modules).catch(() => recovery.failed());
  };

  const forms = earlyForms(handover, start, signal);
  const recovery = startRecovery(forms, { reload, signal });
  recovery.resume();
  handover.later(() => yieldToastsTo(APP_TOAST));
  handover.shieldReact();
  scheduleStart(start, signal);
  return { start };
}
