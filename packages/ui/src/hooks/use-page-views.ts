import { useEffect, useRef } from "react";
import type { Analytics } from "../lib/analytics";

/**
 * Reports a page view on every route change after hydration (the document's own view was
 * reported by `DocumentPageView` as it loaded).
 */
export function usePageViews(analytics: Analytics, pathname: string): void {
  const reported = useRef(pathname);

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    analytics.pageView({ path: pathname, title: document.title });
  }, [analytics, pathname]);
}
