import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";
import { createContext, useContext, type ReactNode } from "react";
import { preload } from "react-dom";

/**
 * The catalogue's images are square (the local stand-in serves 800×800 WebP); the width and
 * height let the browser keep their space before they load.
 */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 800 } as const;

/** A product image the build made smaller: AVIF and WebP `srcset`s, and a WebP to fall back on. */
export interface ProductImageSources {
  avif: string;
  webp: string;
  src: string;
}

/** The images a page's build optimized, by the URL the store gives them. */
export type ProductImageMap = Readonly<Record<string, ProductImageSources>>;

const ImagesContext = createContext<ProductImageMap>({});

/** Gives the product images below the sources the build made for them (others load as given). */
export function ProductImages({
  images,
  children,
}: {
  images: ProductImageMap;
  children: ReactNode;
}) {
  return <ImagesContext.Provider value={images}>{children}</ImagesContext.Provider>;
}

/**
 * A product's picture in a square frame, or a placeholder when it has none: a `<picture>` of
 * AVIF and WebP when the build optimized it, else the store's own file.
 */
export function ProductImage({
  src,
  alt,
  sizes = "100vw",
  priority = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  /** How wide the image shows at each breakpoint, for the `srcset`. */
  sizes?: string;
  /** The page's main image (LCP): preloaded, loaded first instead of lazily. */
  priority?: boolean;
  className?: string;
}) {
  const optimized = useContext(ImagesContext)[src ?? ""];
  if (!src) {
    return (
      <div
        data-slot="product-image"
        role="img"
        aria-label={`${alt} (sin imagen)`}
        className={cn(
          "from-brand-50 to-brand-100 text-brand-400 fallback:aspect-square fallback:w-full flex items-center justify-center bg-gradient-to-br",
          className,
        )}
      >
        <Icon name="Package" className="size-16" />
      </div>
    );
  }
  // React puts this preload in the prerendered head, ahead of the stylesheets.
  if (priority && optimized) {
    preload(optimized.src, {
      as: "image",
      type: "image/avif",
      imageSrcSet: optimized.avif,
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  const image = (
    <img
      data-slot="product-image"
      src={optimized?.src ?? src}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE.width}
      height={PRODUCT_IMAGE_SIZE.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("bg-muted fallback:aspect-square fallback:w-full object-cover", className)}
    />
  );
  if (!optimized) return image;
  return (
    <picture>
      <source type="image/avif" srcSet={optimized.avif} sizes={sizes} />
      <source type="image/webp" srcSet={optimized.webp} sizes={sizes} />
      {image}
    </picture>
  );
}
