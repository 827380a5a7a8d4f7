import type { ToastMessage } from "@agencia/ui/toaster";
import type { SubmissionTaker } from "./forms";
import { afterLoad, whenIdle } from "./schedule";

/** What a route's enhancement (`handle.enhance`) gets: it keeps the prerendered page fresh without React. */
export interface EnhancedPage {
  /** Loads the app now, for something only React can show. */
  hydrate(): void;
  /** From React's start on, the DOM is React's and the enhancement must not touch it. */
  reactStarted(): boolean;
  /** Answers complete forms' submissions in full until React starts; those it leaves wait for React. */
  takeSubmissions(take: SubmissionTaker): void;
  /** Shows a toast where and as the app's own would. */
  toast(message: ToastMessage): void;
}

/** Runs it once idle after `load`, unless React has started; a failed import leaves the page as is. */
export function startEnhancement(
  url: string,
  importModule: (url: string) => Promise<unknown>,
  page: EnhancedPage,
  untilReact: AbortSignal,
) {
  const enhance = () => {
    if (untilReact.aborted) return;
    importModule(url)
      .then((module) => (module as { default: (page: EnhancedPage) => void }).default(page))
      .catch(() => undefined);
  };
  afterLoad(() => whenIdle(enhance), untilReact);
}
