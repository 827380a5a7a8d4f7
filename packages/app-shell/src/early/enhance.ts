import type { ToastMessage } from "@agencia/ui/toaster";
import type { SubmissionTaker } from "./forms";
import { afterLoad, whenIdle } from "./schedule";
import { showEarlyToast } from "./toast";

/** What a route's enhancement (`handle.enhance`) gets: it keeps the prerendered page fresh without React. */
export interface EnhancedPage {
  /** Loads the app now, for something only React can show. */
  hydrate(): void;
  /** From React's start on, the DOM is React's and the enhancement must not touch it. */
  readonly reactStarted: boolean;
  /**
   * Answers complete forms' submissions in full, before React: `take` answers true for one it
   * took. Those it leaves are held for React as every form's are.
   */
  takeSubmissions(take: SubmissionTaker): void;
  /** Shows a toast where and as the app's own would show. */
  toast(message: ToastMessage): void;
}

/**
 * Runs the enhancement when the page is idle after `load`, unless React has started (its side does
 * the same work); a failed import leaves the page as prerendered.
 */
export function startEnhancement(
  url: string,
  importModule: (url: string) => Promise<unknown>,
  {
    hydrate,
    takeSubmissions,
    untilReact,
  }: Pick<EnhancedPage, "hydrate" | "takeSubmissions"> & { untilReact: AbortSignal },
) {
  const page: EnhancedPage = {
    hydrate,
    get reactStarted() {
      return untilReact.aborted;
    },
    takeSubmissions,
    toast: showEarlyToast,
  };
  const enhance = () => {
    if (untilReact.aborted) return;
    importModule(url)
      .then((module) => (module as { default: (page: EnhancedPage) => void }).default(page))
      .catch(() => undefined);
  };
  afterLoad(() => whenIdle(enhance), untilReact);
}
