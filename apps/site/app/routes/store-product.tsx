import type { MetaTag, PageSeo } from "@agencia/content/seo";
import { STORE_PATH, storeProductPath } from "@agencia/content/store";
import {
  descriptionText,
  productSchema,
  StoreHttpError,
  type StoreProductDetail,
} from "@agencia/store-client";
import { useAddToCart } from "@agencia/store-client/cart";
import { galleryImages, ProductDetail } from "@agencia/store-client/product-detail";
import { PRODUCT_IMAGE_SIZE } from "@agencia/store-client/product-image";
import { ProductError, ProductLoading } from "@agencia/store-client/product-states";
import { useProduct } from "@agencia/store-client/query";
import { Icon } from "@agencia/ui/icon";
import type { RouteHandle } from "@agencia/app-shell/hydration";
import { Link, useParams } from "react-router";
import { HeadTags } from "../components/head-tags";
import { RouterLink } from "../components/router-link";
import { env } from "../env";
import { siteMeta } from "../lib/seo";

export const handle: RouteHandle = { hydration: "load" };

/**
 * The head depends on the product, known only once fetched: the page renders it (HeadTags).
 * The route's own meta stays empty so no tag appears twice.
 */
export const meta = () => [];

function productSeo(product: StoreProductDetail): PageSeo {
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

/** /store/products/{id} and /product/{id}: the product page. */
export default function ProductPage() {
  const { id = "" } = useParams();
  const product = useProduct(id);
  const addToCart = useAddToCart("product");
  const retryable = !(product.error instanceof StoreHttpError && product.error.status < 500);

  // min-h-svh: the footer starts below the fold, so the product's arrival moves nothing in view.
  return (
    <section className="max-w-page mx-auto min-h-svh px-4 pt-[calc(var(--spacing-navbar)+2rem)] pb-20 sm:px-6 lg:px-8">
      <HeadTags tags={product.data ? siteMeta(productSeo(product.data)) : loadingHead} />
      <nav aria-label="Ruta de navegación" className="mb-8">
        <Link
          to={STORE_PATH}
          className="text-muted-foreground hover:text-primary inline-flex items-center gap-1.5 text-sm font-medium"
        >
          <Icon name="ChevronLeft" className="size-4" />
          Tienda
        </Link>
      </nav>
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
          product={product.data}
          onAddToCart={(item) => void addToCart(item)}
        />
      )}
    </section>
  );
}
