import { sitePages } from "@agencia/content/site-pages";
import { Button } from "@agencia/ui/button";
import { PageHero } from "@agencia/ui/page-hero";
import { Link, useLocation } from "react-router";
import { BlogNotFound } from "../components/blog/blog-not-found";
import { useHydrated } from "../lib/use-hydrated";
import { siteMeta } from "../lib/seo";

export const meta = () => siteMeta(sitePages.notFound);

/**
 * The host serves this page (prerendered once as 404.html) for every unknown path. Once hydrated
 * at the real URL, an unknown article under /blog/ shows the blog's own 404 view.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  if (hydrated && pathname.startsWith("/blog/")) return <BlogNotFound />;
  return (
    <PageHero
      eyebrow={<span className="text-sm font-semibold tracking-wider text-accent-300">Error 404</span>}
      title="No encontramos esta página"
      subtitle="Puede que la dirección haya cambiado o que el enlace esté incompleto. Te ayudamos a seguir desde acá."
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/">Volver al inicio</Link>
          </Button>
          <Button asChild size="lg" variant="ghostInverse">
            <Link to="/contacto">Escribinos</Link>
          </Button>
        </>
      }
    />
  );
}
