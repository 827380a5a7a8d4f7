import { sitePages } from "@agencia/content/site-pages";
import { useLocation } from "react-router";
import { BlogNotFound } from "../components/blog/blog-not-found";
import { NotFoundView } from "../components/not-found-view";
import { useHydrated } from "@agencia/ui/hooks/use-hydrated";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.notFound);

/**
 * The host serves this page (prerendered once as 404.html) for every unknown path. Once hydrated
 * at the real URL, a path under /blog/ shows the blog's own 404 view.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  return hydrated && pathname.startsWith("/blog/") ? <BlogNotFound /> : <NotFoundView />;
}
