import { useEffect, useRef } from "react";
import type { Analytics } from "../lib/analytics";

/**
 * Reports a page view on every route change after hydration (the document's own view was
 * reported by `DocumentPageView` as it loaded), and marks `<html data-hydrated="true">`, which
 * the page's loader (scripts/static-build/hydrate-on-intent.js) and the tests wait for.
 */
export function usePageViews(analytics: Analytics, pathname: string): void {
  const reported = useRef(pathname);

  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    analytics.pageView({ path: pathname, title: document.title });
  }, [analytics, pathname]);
}
