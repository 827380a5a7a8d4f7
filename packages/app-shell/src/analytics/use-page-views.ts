import { useEffect, useRef } from "react";
import { track } from "./track";

/** Route changes only: the head script reported the document's own view. */
export function usePageViews(pathname: string): void {
  const reported = useRef(pathname);

  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    track({ name: "page_view", params: { page_path: pathname, page_title: document.title } });
  }, [pathname]);
}
