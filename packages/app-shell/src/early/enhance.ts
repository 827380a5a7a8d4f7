import { HYDRATION_START } from "./protocol";
import { afterLoad, whenIdle } from "./schedule";

/**
 * What a page's enhancement gets (a route's `handle.enhance`: a module whose default export takes
 * it): small code that runs after `load` without React and keeps what the prerendered page says
 * true, writing fresh data in place.
 */
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
  signal?: AbortSignal;
}

/**
 * Runs the page's enhancement after `load`, when the page is idle, unless React has started by
 * then (React's side does the same work). A module that cannot load changes nothing: the page
 * keeps what it says.
 */
export function startEnhancement({ url, importModule, hydrate, signal }: EnhancementOptions) {
  let reactStarted = false;
  window.addEventListener(HYDRATION_START, () => (reactStarted = true), { once: true, signal });
  const page: EnhancedPage = {
    hydrate,
    get reactStarted() {
      return reactStarted;
    },
  };
  const enhance = () => {
    if (reactStarted || signal?.aborted) return;
    importModule(url)
      .then((module) => (module as { default: (page: EnhancedPage) => void }).default(page))
      .catch(() => undefined);
  };
  afterLoad(() => whenIdle(enhance), signal);
}
