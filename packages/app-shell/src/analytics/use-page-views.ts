import { useEffect, useRef } from "react";
import { track } from "./track";

/**
 * Reports a page view on every route change after hydration (the document's own view was
 * reported by the head script as it loaded).
 */
export function usePageViews(pathname: string): void {
  const reported = useRef(pathname);

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    track({ name: "page_view", params: { page_path: pathname, page_title: document.title } });
  }, [pathname]);
}
