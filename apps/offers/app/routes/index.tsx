import { offersPages } from "@agencia/content/offers-pages";
import { Button } from "@agencia/ui/button";
import { PageHero } from "@agencia/ui/page-hero";
import { env } from "../env";
import { offersMeta } from "../lib/seo";

export const meta = () => offersMeta(offersPages.index);

/** The offers domain's root: paid traffic lands on specific pages, so this points onward. */
export default function OffersIndex() {
  return (
    <PageHero
      title={`Ofertas de ${env.brandName}`}
      subtitle="Las promociones vigentes llegan por nuestras campañas. Si buscás información sobre nuestros servicios, te esperamos en el sitio principal."
      actions={
        <Button asChild size="lg">
          <a href={env.siteUrl}>Ir al sitio principal</a>
        </Button>
      }
    />
  );
}
