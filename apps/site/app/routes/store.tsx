import { sitePages } from "@agencia/content/site-pages";
import { storeHero, storeNoScript } from "@agencia/content/store";
import { useAddToCart } from "@agencia/store-client/cart";
import { ProductCatalog, type CatalogueState } from "@agencia/store-client/product-catalog";
import { useProducts } from "@agencia/store-client/query";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import type { RouteHandle } from "@agencia/app-shell/hydration";
import { RouterLink } from "../components/router-link";
import { siteMeta } from "../lib/seo";

export const handle: RouteHandle = { hydration: "load" };

export const meta = () => siteMeta(sitePages.store);

export default function StorePage() {
  const products = useProducts();
  const addToCart = useAddToCart("list");
  const state: CatalogueState = products.isPending
    ? { status: "pending" }
    : products.isError
      ? { status: "error", message: products.error.message, retrying: products.isFetching }
      : { status: "success", products: products.data.products };

  return (
    <>
      <PageHero title={storeHero.title} subtitle={storeHero.subtitle} />
      <Section aria-labelledby="productos">
        <h2 id="productos" className="sr-only">
          Productos
        </h2>
        <noscript>
          <p className="rounded-card border-border bg-muted text-muted-foreground mx-auto mb-8 max-w-2xl border p-6 text-center">
            {storeNoScript}
          </p>
          <style>{"[data-store-loading]{display:none}"}</style>
        </noscript>
        <ProductCatalog
          state={state}
          onRetry={() => void products.refetch()}
          onAddToCart={(product) => {
            const variant = product.variants[0];
            if (variant) addToCart({ product, variant, quantity: 1 });
          }}
          LinkComponent={RouterLink}
        />
      </Section>
    </>
  );
}
