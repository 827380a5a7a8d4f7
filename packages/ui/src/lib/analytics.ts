/**
 * A small analytics adapter: GA4 when a measurement id is configured, otherwise a no-op that
 * records page views on `window.__pageViews` so tests can observe them.
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

export function createAnalytics(measurementId: string | undefined): Analytics {
  if (typeof window === "undefined") return { pageView: () => {} };
  if (!measurementId) return createRecordingAnalytics();
  return createGoogleAnalytics(measurementId);
}

function createRecordingAnalytics(): Analytics {
  return {
    pageView(view) {
      (window.__pageViews ??= []).push(view);
    },
  };
}

function createGoogleAnalytics(measurementId: string): Analytics {
  window.dataLayer ??= [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
  return {
    pageView({ path, title }) {
      window.gtag?.("event", "page_view", { page_path: path, page_title: title });
    },
  };
}
