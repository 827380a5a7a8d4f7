import { sitePages } from "@agencia/content/site-pages";
import { storeHero, storeNoScript } from "@agencia/content/store-pages";
import type { StoreProduct, StoreProductCard } from "@agencia/store-client";
import { useAddToCart } from "@agencia/store-client/cart";
import { liveRootAttributes, useLiveList } from "@agencia/store-client/live";
import { ProductCatalog, type CatalogueState } from "@agencia/store-client/product-catalog";
import { ProductImages, type ProductImageMap } from "@agencia/store-client/product-image";
import { useProducts } from "@agencia/store-client/query";
import { PageHero } from "@agencia/ui/page-hero";
import { Section } from "@agencia/ui/section";
import type { RouteHandle } from "@agencia/app-shell/hydration";
import { useLoaderData } from "react-router";
import { RouterLink } from "../components/router-link";
import { buildCatalogue, imagesFor } from "../lib/build-catalogue.server";
import { siteMeta } from "../lib/seo";
import { storeConfig } from "../lib/store";
import { STORE_ENHANCEMENT } from "../lib/store-enhancement";

/**
 * Prerendered from the store, the page reads whole without JavaScript; its enhancement keeps its
 * prices and stock fresh after load, and React comes at the first intent, its code fetched once
 * the page is idle so that the first Add to Cart is done within a second. The shell of a build
 * that could not read the store needs React to show anything: it hydrates at load.
 */
const prerendered = (data: unknown) =>
  Boolean((data as { products?: unknown } | undefined)?.products);

export const handle: RouteHandle = {
  hydration: (data) => (prerendered(data) ? "prefetch" : "load"),
  enhance: (data) => (prerendered(data) ? STORE_ENHANCEMENT : undefined),
};

export const meta = () => siteMeta(sitePages.store);

/** What a card reads of a product, and no more: the page carries it as its loader data. */
const asCard = (product: StoreProduct): StoreProductCard => ({
  id: product.id,
  title: product.title,
  subtitle: product.subtitle,
  ribbon_text: product.ribbon_text,
  thumbnail: product.thumbnail,
  images: product.images.slice(0, 1),
  purchasable: product.purchasable,
  site_product_selection: product.site_product_selection,
  variants: product.variants,
});

/** At build time: the catalogue, prerendered as the grid; null when the store could not be read. */
export async function loader() {
  const catalogue = await buildCatalogue(storeConfig);
  if (!catalogue) return { products: null, images: {} };
  const products = catalogue.products.map(asCard);
  const cardImages = products.map((product) => product.thumbnail ?? product.images[0]?.url);
  return {
    products,
    images: imagesFor(catalogue.images, cardImages),
  };
}

type AddToCartFromList = ReturnType<typeof useAddToCart>;

const addFirstVariant = (addToCart: AddToCartFromList) => (product: StoreProductCard) => {
  const variant = product.variants[0];
  if (variant) addToCart({ product, variant, quantity: 1 });
};

/** The grid as built, kept fresh in the browser (prices, stock, products added since). */
function BuiltCatalogue({
  products,
  images,
}: {
  products: StoreProductCard[];
  images: ProductImageMap;
}) {
  const live = useLiveList(products, storeConfig);
  const addToCart = useAddToCart("list");
  return (
    <div {...liveRootAttributes({ kind: "list" }, storeConfig)}>
      <ProductImages images={images}>
        <ProductCatalog
          state={{ status: "success", products: live }}
          onRetry={() => undefined}
          onAddToCart={addFirstVariant(addToCart)}
          LinkComponent={RouterLink}
        />
      </ProductImages>
    </div>
  );
}

/** The shell of a build that could not read the store: the catalogue is read in the browser. */
function ShellCatalogue() {
  const products = useProducts();
  const addToCart = useAddToCart("list");
  const state: CatalogueState = products.isPending
    ? { status: "pending" }
    : products.isError
      ? { status: "error", message: products.error.message, retrying: products.isFetching }
      : { status: "success", products: products.data.products };
  return (
    <>
      <noscript>
        <p className="rounded-card border-border bg-muted text-muted-foreground mx-auto mb-8 max-w-2xl border p-6 text-center">
          {storeNoScript}
        </p>
        <style>{"[data-store-loading]{display:none}"}</style>
      </noscript>
      <ProductCatalog
        state={state}
        onRetry={() => void products.refetch()}
        onAddToCart={addFirstVariant(addToCart)}
        LinkComponent={RouterLink}
      />
    </>
  );
}

export default function StorePage() {
  const { products, images } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={storeHero.title} subtitle={storeHero.subtitle} />
      <Section aria-labelledby="productos">
        <h2 id="productos" className="sr-only">
          Productos
        </h2>
        {products ? <BuiltCatalogue products={products} images={images} /> : <ShellCatalogue />}
      </Section>
    </>
  );
}
