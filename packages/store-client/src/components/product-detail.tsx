import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { useMemo, useState } from "react";
import type { AddToCart } from "../cart/cart";
import { displayPrice, variantPrice } from "../price";
import { availability, canBuy } from "../stock";
import type { StoreProductDetail, StoreVariant } from "../types";
import { ADD_TO_CART } from "./product-card";
import { PriceTag } from "./price-tag";
import { ProductDescription } from "./product-description";
import { ProductGallery } from "./product-gallery";
import { QuantityControl } from "./quantity-control";
import { StockMessage } from "./stock-message";
import { VariantPicker } from "./variant-picker";

/** The product's images in order, then the variants' own images that are not among them. */
export function galleryImages(
  product: Pick<StoreProductDetail, "media" | "thumbnail" | "variants">,
): string[] {
  const media = [...product.media].sort((a, b) => a.order - b.order).map((image) => image.url);
  const own = media.length > 0 ? media : product.thumbnail ? [product.thumbnail] : [];
  const variantImages = product.variants.flatMap((variant) =>
    variant.image_url ? [variant.image_url] : [],
  );
  return [...new Set([...own, ...variantImages])];
}

/**
 * The product page's content (spec 001 §2, §4, §5): gallery, variant picker (the first variant
 * chosen), quantity of at least 1, Add to Cart (disabled when the product cannot be bought or the
 * quantity is above the stock), the stock message, and the sanitized description.
 */
export function ProductDetail({
  product,
  onAddToCart,
}: {
  product: StoreProductDetail;
  onAddToCart: (item: AddToCart) => void;
}) {
  const images = useMemo(() => galleryImages(product), [product]);
  const [variantId, setVariantId] = useState(product.variants[0]?.id);
  const variant =
    product.variants.find((candidate) => candidate.id === variantId) ?? product.variants[0];
  const [imageIndex, setImageIndex] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const state = variant
    ? availability(product.purchasable, variant, quantity)
    : ({ kind: "unavailable" } as const);

  const chooseVariant = (chosen: StoreVariant) => {
    setVariantId(chosen.id);
    const position = chosen.image_url ? images.indexOf(chosen.image_url) : -1;
    if (position >= 0) setImageIndex(position);
  };

  return (
    <div data-slot="product-detail" className="grid items-start gap-10 lg:grid-cols-2 lg:gap-14">
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
        {variant ? <PriceTag price={displayPrice(variantPrice(variant))} size="lg" /> : null}

        {product.variants.length > 1 && variant ? (
          <VariantPicker
            variants={product.variants}
            selectedId={variant.id}
            onSelect={chooseVariant}
            label={product.options[0]?.title ?? "Opción"}
            isAvailable={(candidate) => canBuy(availability(product.purchasable, candidate, 1))}
          />
        ) : null}

        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <QuantityControl value={quantity} onChange={setQuantity} max={99} />
            <Button
              type="button"
              size="lg"
              className="flex-1"
              disabled={!variant || !canBuy(state)}
              onClick={() => variant && onAddToCart({ product, variant, quantity })}
            >
              <Icon name="ShoppingCart" />
              {ADD_TO_CART}
            </Button>
          </div>
          <StockMessage state={state} />
        </div>

        {product.description ? (
          <section
            aria-labelledby="descripcion"
            className="border-border flex flex-col gap-3 border-t pt-6"
          >
            <h2 id="descripcion" className="text-lg font-semibold">
              Descripción
            </h2>
            <ProductDescription html={product.description} />
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
                  <ProductDescription html={info.description} className="text-sm" />
                </details>
              ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
