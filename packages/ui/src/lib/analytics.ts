/**
 * A small analytics adapter: GA4 when a measurement id is configured, otherwise a recorder that
 * keeps page views on `window.__pageViews` so tests can observe them.
 *
 * A prerendered page reports its own view from an inline script in its head
 * (`documentPageViewScript`), so a visit counts even if the page is never hydrated; after
 * hydration, each route change is reported through `pageView`.
 */
export interface PageView {
  path: string;
  title: string;
}

export interface Analytics {
  pageView(view: PageView): void;
}

declare global {
  interface Window {
    __pageViews?: PageView[];
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The inline head script that reports the document's own page view as it loads. */
export function documentPageViewScript(measurementId: string | undefined): string {
  if (!measurementId) {
    return "(window.__pageViews=window.__pageViews||[]).push({path:location.pathname,title:document.title});";
  }
  // GA4's standard snippet: `config` sends the page_view of the document itself.
  return `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag("js",new Date());gtag("config",${JSON.stringify(measurementId)});`;
}

/** The GA4 library the head loads (asynchronously) when a measurement id is configured. */
export function analyticsLibraryUrl(measurementId: string | undefined): string | undefined {
  return measurementId
    ? `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`
    : undefined;
}

export function createAnalytics(measurementId: string | undefined): Analytics {
  if (typeof window === "undefined") return { pageView: () => {} };
  if (!measurementId) {
    return { pageView: (view) => void (window.__pageViews ??= []).push(view) };
  }
  return {
    pageView({ path, title }) {
      window.gtag?.("event", "page_view", { page_path: path, page_title: title });
    },
  };
}
