import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";
import { ProductImage } from "./product-image";

/** The next index of a gallery that wraps around: past the last comes the first, and back. */
export const wrapIndex = (index: number, length: number) =>
  length === 0 ? 0 : ((index % length) + length) % length;

/** How wide the main image shows: the page's width on phones, half the page beside the details. */
export const GALLERY_SIZES = "(min-width: 1280px) 588px, (min-width: 1024px) 45vw, 100vw";

/**
 * A product's images: one at a time, arrows that wrap around, and thumbnails to jump. Every image
 * is in the page (`data-slide`), the current one shown, so CSS can show another before React
 * has taken over (the variant picker's rules, `product-detail.tsx`); the others load when shown.
 * The parent owns the index, so choosing a variant can show its image.
 */
export function ProductGallery({
  images,
  alt,
  index,
  onIndexChange,
  className,
}: {
  images: readonly string[];
  alt: string;
  index: number;
  onIndexChange: (index: number) => void;
  className?: string;
}) {
  const current = wrapIndex(index, images.length);
  const several = images.length > 1;
  const arrow =
    "absolute top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-foreground shadow-card backdrop-blur transition hover:bg-white";
  return (
    <div
      data-slot="product-gallery"
      role="region"
      aria-roledescription="carrusel"
      aria-label={`Imágenes de ${alt}`}
      className={cn("flex flex-col gap-3", className)}
    >
      <div className="rounded-card border-border bg-muted relative overflow-hidden border">
        {several ? (
          images.map((src, position) => (
            <div
              key={src}
              data-slide={position}
              data-current={position === current ? "" : undefined}
              className="hidden data-current:block"
            >
              <ProductImage
                src={src}
                alt={`${alt} (imagen ${position + 1} de ${images.length})`}
                sizes={GALLERY_SIZES}
                priority={position === 0}
              />
              <p className="bg-ink/70 absolute right-3 bottom-3 rounded-full px-2.5 py-1 text-xs font-semibold text-white tabular-nums">
                {position + 1} / {images.length}
              </p>
            </div>
          ))
        ) : (
          <ProductImage src={images[0]} alt={alt} sizes={GALLERY_SIZES} priority />
        )}
        {several ? (
          <>
            <button
              type="button"
              className={cn(arrow, "left-3")}
              aria-label="Imagen anterior"
              onClick={() => onIndexChange(wrapIndex(current - 1, images.length))}
            >
              <Icon name="ChevronLeft" />
            </button>
            <button
              type="button"
              className={cn(arrow, "right-3")}
              aria-label="Imagen siguiente"
              onClick={() => onIndexChange(wrapIndex(current + 1, images.length))}
            >
              <Icon name="ChevronRight" />
            </button>
          </>
        ) : null}
      </div>
      {several ? (
        <ul className="grid grid-cols-5 gap-2">
          {images.map((src, position) => (
            <li key={src}>
              <button
                type="button"
                aria-label={`Ver imagen ${position + 1} de ${images.length}`}
                aria-current={position === current ? "true" : undefined}
                onClick={() => onIndexChange(position)}
                className={cn(
                  "rounded-control block w-full overflow-hidden border-2 transition",
                  position === current
                    ? "border-primary"
                    : "border-transparent opacity-75 hover:opacity-100",
                )}
              >
                <ProductImage src={src} alt="" sizes="20vw" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
