import { offersPages } from "@agencia/content/offers-pages";
import { Button } from "@agencia/ui/button";
import { PageHero } from "@agencia/ui/page-hero";
import { env } from "../env";
import { offersMeta } from "../lib/seo";

export const meta = () => offersMeta(offersPages.notFound);

export default function NotFound() {
  return (
    <PageHero
      eyebrow={
        <span className="text-accent-300 text-sm font-semibold tracking-wider">Error 404</span>
      }
      title="Esta página no existe"
      subtitle="Puede que la oferta haya terminado o que el enlace esté incompleto."
      actions={
        <Button asChild size="lg">
          <a href={env.siteUrl}>Ir al sitio principal</a>
        </Button>
      }
    />
  );
}
