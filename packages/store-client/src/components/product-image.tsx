import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";

/**
 * The catalogue's images are square (the local stand-in serves 800×800 WebP); the width and
 * height let the browser keep their space before they load.
 */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 800 } as const;

/** A product's picture in a square frame, or a placeholder when it has none. */
export function ProductImage({
  src,
  alt,
  priority = false,
  className,
}: {
  src: string | null | undefined;
  alt: string;
  /** The page's main image: load it first instead of lazily. */
  priority?: boolean;
  className?: string;
}) {
  if (!src) {
    return (
      <div
        data-slot="product-image"
        role="img"
        aria-label={`${alt} (sin imagen)`}
        className={cn(
          "from-brand-50 to-brand-100 text-brand-400 flex aspect-square w-full items-center justify-center bg-gradient-to-br",
          className,
        )}
      >
        <Icon name="Package" className="size-16" />
      </div>
    );
  }
  return (
    <img
      data-slot="product-image"
      src={src}
      alt={alt}
      width={PRODUCT_IMAGE_SIZE.width}
      height={PRODUCT_IMAGE_SIZE.height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={cn("bg-muted aspect-square w-full object-cover", className)}
    />
  );
}
