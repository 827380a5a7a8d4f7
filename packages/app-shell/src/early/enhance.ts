import { afterImagesInView, changedSinceBuild } from "./probe";
import { HYDRATION_START } from "./protocol";
import { afterLoad } from "./schedule";

/** What a page's enhancement (a route's `handle.enhance`) gets from the early script. */
export interface EnhancedPage {
  /** Loads the app now: something changed that only React can show. */
  hydrate(): void;
  /** True once React has started to take the page over: from then on the DOM is React's. */
  readonly reactStarted: boolean;
}

interface EnhancementOptions {
  /** The enhancement's bundled module (`data-enhance` on the early script's tag). */
  url: string;
  importModule: (url: string) => Promise<unknown>;
  /** Loads the app for something only React can show. */
  hydrate: () => void;
  /** Runs work when the page is idle. */
  whenIdle: (work: () => void) => void;
  signal?: AbortSignal;
}

/**
 * Runs the page's enhancement after `load`, when the page is idle, unless React has started by
 * then (React's side does the same work), or the page's probe (probe.ts) finds every answer as
 * the build read it. A module that cannot load changes nothing: the page keeps what it says.
 */
export function startEnhancement({
  url,
  importModule,
  hydrate,
  whenIdle,
  signal,
}: EnhancementOptions) {
  let reactStarted = false;
  window.addEventListener(HYDRATION_START, () => (reactStarted = true), { once: true, signal });
  const page: EnhancedPage = {
    hydrate,
    get reactStarted() {
      return reactStarted;
    },
  };
  const stopped = () => reactStarted || signal?.aborted;
  const enhance = () => {
    if (stopped()) return;
    importModule(url)
      .then((module) => (module as { default: (page: EnhancedPage) => void }).default(page))
      .catch(() => undefined);
  };
  const run = () =>
    whenIdle(() => {
      if (stopped()) return;
      const probe = document.querySelector<HTMLElement>("[data-enhance-probe]");
      if (!probe) enhance();
      else
        void afterImagesInView()
          .then(() => changedSinceBuild(probe.dataset.enhanceProbe!))
          .then((changed) => changed && enhance());
    });
  afterLoad(run, signal);
}
