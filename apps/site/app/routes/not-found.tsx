import { sitePages } from "@agencia/content/site-pages";
import { NotFoundView } from "../components/not-found-view";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.notFound);

/** The host serves this page (prerendered once as 404.html) for every unknown path. */
export default function NotFound() {
  return <NotFoundView />;
}
