import type { MetaTag, PageSeo } from "@agencia/content/seo";
import { STORE_PATH, storeProductPath } from "@agencia/content/store";
import {
  descriptionText,
  productSchema,
  StoreHttpError,
  type StoreProductDetail,
  type StoreProductPage,
} from "@agencia/store-client";
import { useAddToCart } from "@agencia/store-client/cart";
import { liveRootAttributes, useLiveProduct } from "@agencia/store-client/live";
import { sanitizeProduct } from "@agencia/store-client/sanitize";
import { galleryImages, ProductDetail } from "@agencia/store-client/product-detail";
import {
  PRODUCT_IMAGE_SIZE,
  ProductImages,
  type ProductImageMap,
} from "@agencia/store-client/product-image";
import { ProductError, ProductLoading } from "@agencia/store-client/product-states";
import { useProduct } from "@agencia/store-client/query";
import { Icon } from "@agencia/ui/icon";
import type { RouteHandle } from "@agencia/app-shell/hydration";
import { Link, useLoaderData, useParams, type ClientLoaderFunctionArgs } from "react-router";
import { HeadTags } from "../components/head-tags";
import { RouterLink } from "../components/router-link";
import { env } from "../env";
import { buildCatalogue, imagesFor } from "../lib/build-catalogue.server";
import { siteMeta } from "../lib/seo";
import { storeConfig } from "../lib/store";
import type { Route } from "./+types/store-product";
import { STORE_ENHANCEMENT } from "../lib/store-enhancement";

/** What the page reads of a product, and no more: the page carries it as its loader data. */
const asPage = (product: StoreProductDetail): StoreProductPage => ({
  id: product.id,
  title: product.title,
  subtitle: product.subtitle,
  ribbon_text: product.ribbon_text,
  description: product.description,
  thumbnail: product.thumbnail,
  media: product.media,
  purchasable: product.purchasable,
  site_product_selection: product.site_product_selection,
  options: product.options,
  variants: product.variants,
  additional_info: product.additional_info,
  type: product.type,
  updated_at: product.updated_at,
});

/**
 * At build time: the product as the store had it (sanitized), prerendered with its head; null
 * for the shell (`_shell`) and when the store could not be read.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const catalogue = await buildCatalogue(storeConfig);
  const detail = catalogue?.details.get(params.id);
  if (!catalogue || !detail) return { product: null, images: {} };
  return {
    product: asPage(detail),
    images: imagesFor(catalogue.images, galleryImages(detail)),
  };
}

/**
 * A client-side navigation reads the page's prerendered data; a product added since the build has
 * none, and gets the shell, which reads it from the store.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return (await serverLoader()) as Awaited<ReturnType<typeof loader>>;
  } catch {
    return { product: null, images: {} };
  }
}

/**
 * Prerendered from the store, the page reads whole without JavaScript; its enhancement keeps its
 * prices and stock fresh after load, and React comes at the first intent, its code fetched once
 * the page is idle so that the first Add to Cart is done within a second. The shell of a build
 * that could not read the store needs React to show anything: it hydrates at load.
 */
const prerendered = (data: unknown) =>
  Boolean((data as { product?: unknown } | undefined)?.product);

export const handle: RouteHandle = {
  hydration: (data) => (prerendered(data) ? "prefetch" : "load"),
  enhance: (data) => (prerendered(data) ? STORE_ENHANCEMENT : undefined),
};

/** A prerendered product's head: title, description, canonical URL, social tags and JSON-LD. */
export const meta = ({ data }: Route.MetaArgs) =>
  data?.product ? siteMeta(productSeo(data.product)) : [];

function productSeo(product: StoreProductPage): PageSeo {
  const path = storeProductPath(product.id);
  const images = galleryImages(product);
  return {
    path,
    title: `${product.title} | Tienda`,
    description: product.subtitle || descriptionText(product.description) || product.title,
    keywords: [product.title, product.type?.value ?? "", "tienda online", env.brandName].filter(
      Boolean,
    ),
    image: images[0],
    imageSize: images[0] ? PRODUCT_IMAGE_SIZE : undefined,
    imageAlt: product.title,
    type: "product",
    jsonLd: [
      productSchema(product, {
        url: new URL(path, env.siteUrl).toString(),
        brandName: env.brandName,
        images,
      }),
    ],
  };
}

/**
 * While the product loads (and in the prerendered shell): a generic title. No `noindex` here:
 * crawlers read this HTML before the product's head replaces it.
 */
const loadingHead: MetaTag[] = [
  { title: `Producto | Tienda | ${env.brandName}` },
  { name: "description", content: "Un producto de nuestra tienda online." },
];

/** The product as built, kept fresh in the browser (prices, stock, whether it is for sale). */
function BuiltProduct({ product, images }: { product: StoreProductPage; images: ProductImageMap }) {
  const live = useLiveProduct(product, storeConfig);
  const addToCart = useAddToCart("product");
  const scope = { kind: "product", id: product.id } as const;
  return (
    <div {...liveRootAttributes(scope, storeConfig)}>
      <ProductImages images={images}>
        <ProductDetail product={live} onAddToCart={(item) => void addToCart(item)} />
      </ProductImages>
    </div>
  );
}

/**
 * A product unknown at build time (added since, or a build that could not read the store): the
 * prerendered shell reads it from the store, with the spec's loading and error states.
 */
function ShellProduct() {
  const { id = "" } = useParams();
  const product = useProduct(id);
  const addToCart = useAddToCart("product");
  const retryable = !(product.error instanceof StoreHttpError && product.error.status < 500);
  return (
    <>
      <HeadTags tags={product.data ? siteMeta(productSeo(product.data)) : loadingHead} />
      {product.isPending ? (
        <ProductLoading />
      ) : product.isError ? (
        <ProductError
          message={product.error.message}
          onRetry={retryable ? () => void product.refetch() : undefined}
          LinkComponent={RouterLink}
        />
      ) : (
        <ProductDetail
          key={product.data.id}
          product={sanitizeProduct(product.data)}
          onAddToCart={(item) => void addToCart(item)}
        />
      )}
    </>
  );
}

/** /store/products/{id} and /product/{id}: the product page. */
export default function ProductPage() {
  const { product, images } = useLoaderData<typeof loader>();
  // min-h-svh: the footer starts below the fold, so the product's arrival moves nothing in view.
  return (
    <section className="max-w-page mx-auto min-h-svh px-4 pt-[calc(var(--spacing-navbar)+2rem)] pb-20 sm:px-6 lg:px-8">
      <nav aria-label="Ruta de navegación" className="mb-8">
        <Link
          to={STORE_PATH}
          className="text-muted-foreground hover:text-primary inline-flex items-center gap-1.5 text-sm font-medium"
        >
          <Icon name="ChevronLeft" className="size-4" />
          Tienda
        </Link>
      </nav>
      {product ? (
        <BuiltProduct key={product.id} product={product} images={images} />
      ) : (
        <ShellProduct />
      )}
    </section>
  );
}
