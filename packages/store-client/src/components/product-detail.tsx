import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { useMemo, useState, type FormEvent } from "react";
import type { AddToCart } from "../cart/cart";
import {
  ADD_TO_CART,
  ADDING,
  DEFAULT_QUANTITY,
  productPageAdds,
  variantAvailability,
  variantDisplayPrice,
} from "../live/facts";
import { liveProductAttributes, liveSlotAttributes } from "../live/slots";
import { canBuy } from "../stock";
import type { StoreProductPage, StoreVariant } from "../types";
import { PriceTag } from "./price-tag";
import { ProductDescription } from "./product-description";
import { ProductGallery } from "./product-gallery";
import { QuantityControl } from "./quantity-control";
import { StockMessage } from "./stock-message";
import { VARIANT_FIELD, VariantPicker } from "./variant-picker";

/** The product's images in order, then the variants' own images that are not among them. */
export function galleryImages(
  product: Pick<StoreProductPage, "media" | "thumbnail" | "variants">,
): string[] {
  const media = [...product.media].sort((a, b) => a.order - b.order).map((image) => image.url);
  const own = media.length > 0 ? media : product.thumbnail ? [product.thumbnail] : [];
  const variantImages = product.variants.flatMap((variant) =>
    variant.image_url ? [variant.image_url] : [],
  );
  return [...new Set([...own, ...variantImages])];
}

/** Marks what belongs to one variant: shown only while that variant is the chosen one. */
const forVariant = (index: number) => ({ "data-for-variant": index });

/**
 * What the chosen variant decides, in CSS, so it shows at the first tap, before React and after:
 * its price, Add to Cart and stock message (every variant's are in the page); and, until React
 * has taken over (then the gallery's own index does it), its image.
 */
function ChosenVariantRules({
  variants,
  images,
}: {
  variants: readonly StoreVariant[];
  images: readonly string[];
}) {
  if (variants.length < 2) return null;
  const chosen = (index: number) => `:has([data-variant-index="${index}"]:checked)`;
  const rules = variants.flatMap((variant, index) => {
    const own = `[data-slot="buy-box"]${chosen(index)} [data-for-variant]:not([data-for-variant="${index}"]){display:none}`;
    const image = variant.image_url ? images.indexOf(variant.image_url) : -1;
    // The first variant is chosen at first and the gallery starts on the product's own image.
    if (index === 0 || image < 0) return [own];
    const gallery = `html:not([data-hydrated]) [data-slot="product-detail"]${chosen(index)}`;
    return [
      own,
      `${gallery} [data-slide]{display:none}`,
      `${gallery} [data-slide="${image}"]{display:block}`,
    ];
  });
  return <style>{rules.join("")}</style>;
}

/**
 * The product page's content (spec 001 §2, §4, §5): gallery, variant picker (the first variant
 * chosen), quantity of at least 1, Add to Cart (disabled when the product cannot be bought or the
 * quantity is above the stock), the stock message, and the description (sanitized HTML,
 * `@agencia/store-client/sanitize`). Native HTML first: the picker is radio buttons whose choice
 * CSS shows, and Add to Cart submits a form, so both answer the first tap before React has
 * taken over; prices, stock and buttons are live slots (`live/slots.ts`).
 */
export function ProductDetail({
  product,
  onAddToCart,
}: {
  product: StoreProductPage;
  onAddToCart: (item: AddToCart) => void;
}) {
  const images = useMemo(() => galleryImages(product), [product]);
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(DEFAULT_QUANTITY);
  const stateOf = (variant: StoreVariant) => variantAvailability(product, variant, quantity);

  const chooseVariant = (chosen: StoreVariant) => {
    const position = chosen.image_url ? images.indexOf(chosen.image_url) : -1;
    if (position >= 0) setImageIndex(position);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(VARIANT_FIELD);
    const variant =
      product.variants.find((candidate) => candidate.id === chosen) ?? product.variants[0];
    if (variant && productPageAdds(product, variant, quantity))
      onAddToCart({ product, variant, quantity });
  };

  return (
    <div
      data-slot="product-detail"
      {...liveProductAttributes(product)}
      className="grid items-start gap-10 lg:grid-cols-2 lg:gap-14"
    >
      <ChosenVariantRules variants={product.variants} images={images} />
      <ProductGallery
        images={images}
        alt={product.title}
        index={imageIndex}
        onIndexChange={setImageIndex}
        className="lg:sticky lg:top-[calc(var(--spacing-navbar)+1.5rem)]"
      />
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-3">
          {product.ribbon_text ? <Badge variant="highlight">{product.ribbon_text}</Badge> : null}
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {product.title}
          </h1>
          {product.subtitle ? (
            <p className="text-muted-foreground text-lg">{product.subtitle}</p>
          ) : null}
        </div>

        <form data-slot="buy-box" onSubmit={submit} className="flex flex-col gap-6">
          {product.variants.map((variant, index) => (
            <div key={variant.id} {...forVariant(index)}>
              <PriceTag
                price={variantDisplayPrice(variant)}
                size="lg"
                live={{ variantId: variant.id }}
              />
            </div>
          ))}

          {product.variants.length > 1 ? (
            <VariantPicker
              variants={product.variants}
              onChoose={chooseVariant}
              label={product.options[0]?.title ?? "Opción"}
              isAvailable={(variant) => canBuy(variantAvailability(product, variant))}
            />
          ) : null}

          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <QuantityControl value={quantity} onChange={setQuantity} max={99} name="quantity" />
              {product.variants.length === 0 ? (
                <Button type="submit" size="lg" className="flex-1" disabled>
                  <Icon name="ShoppingCart" />
                  <span>{ADD_TO_CART}</span>
                </Button>
              ) : (
                product.variants.map((variant, index) => (
                  <Button
                    key={variant.id}
                    type="submit"
                    size="lg"
                    className="flex-1"
                    disabled={!productPageAdds(product, variant, quantity)}
                    data-busy-label={ADDING}
                    {...forVariant(index)}
                    {...liveSlotAttributes("add", variant.id)}
                  >
                    <Icon name="ShoppingCart" />
                    <span>{ADD_TO_CART}</span>
                  </Button>
                ))
              )}
            </div>
            {product.variants.map((variant, index) => (
              <div key={variant.id} {...forVariant(index)}>
                <StockMessage state={stateOf(variant)} variantId={variant.id} />
              </div>
            ))}
          </div>
        </form>

        {product.description ? (
          <section
            aria-labelledby="descripcion"
            className="border-border flex flex-col gap-3 border-t pt-6"
          >
            <h2 id="descripcion" className="text-lg font-semibold">
              Descripción
            </h2>
            <ProductDescription safeHtml={product.description} />
          </section>
        ) : null}

        {product.additional_info.length > 0 ? (
          <div className="flex flex-col gap-2">
            {[...product.additional_info]
              .sort((a, b) => a.order - b.order)
              .map((info) => (
                <details
                  key={info.id}
                  className="group rounded-control border-border border px-4 open:pb-4"
                >
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
                    {info.title}
                    <Icon
                      name="ChevronDown"
                      className="text-brand-600 size-4 transition-transform group-open:rotate-180"
                    />
                  </summary>
                  <ProductDescription safeHtml={info.description} className="text-sm" />
                </details>
              ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
