import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { PlainLink, type LinkComponent } from "@agencia/ui/link-component";
import { productLinkPath } from "@agencia/content/store";
import { ADD_TO_CART, ADDING, cardAddLabel, cardBuyable, cardPrice } from "../live/facts";
import { liveProductAttributes, liveSlotAttributes } from "../live/slots";
import type { StoreProductCard } from "../types";
import { PriceTag } from "./price-tag";
import { ProductImage } from "./product-image";

export { ADD_TO_CART };
export const SUBTITLE_FALLBACK = "Check out this amazing product!";

/** How wide a card's image shows in the grid of 1 to 4 columns (product-catalog.tsx). */
export const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 296px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw";

export interface ProductCardProps {
  product: StoreProductCard;
  /** Adds one unit of the product's only variant. */
  onAddToCart: (product: StoreProductCard) => void;
  /** The page's main image (the first card): preloaded and loaded first. */
  priority?: boolean;
  LinkComponent?: LinkComponent;
}

/**
 * A product in the catalogue (spec 001 §2): image or placeholder, ribbon, price (the regular one
 * struck through on sale), title, subtitle and Add to Cart. The whole card links to the
 * product's page; with several variants, so does Add to Cart, since one must be chosen first.
 * Add to Cart submits a form, so the first tap shows it adding before React has taken over (the
 * page's early script holds the submission for React); the price and the button are live slots
 * (`live/slots.ts`).
 */
export function ProductCard({
  product,
  onAddToCart,
  priority = false,
  LinkComponent = PlainLink,
}: ProductCardProps) {
  const href = productLinkPath(product.id);
  const price = cardPrice(product);
  const buyable = cardBuyable(product);
  return (
    <article
      data-slot="product-card"
      {...liveProductAttributes(product)}
      className="group rounded-card border-border bg-card shadow-card hover:shadow-elevated has-[h3_a:focus-visible]:ring-ring relative flex h-full flex-col overflow-hidden border transition-shadow duration-300 has-[h3_a:focus-visible]:ring-2"
    >
      <div className="relative overflow-hidden">
        <ProductImage
          src={product.thumbnail ?? product.images[0]?.url}
          alt={product.title}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          // Less tall on phones, where the grid has one column.
          className="aspect-[5/4] transition-transform duration-500 group-hover:scale-[1.03] sm:aspect-square"
        />
        {product.ribbon_text ? (
          <Badge variant="highlight" className="shadow-card absolute top-3 left-3">
            {product.ribbon_text}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        {price ? <PriceTag price={price} live={{}} /> : null}
        <h3 className="text-foreground text-lg leading-snug font-semibold">
          {/* The stretched link makes the whole card clickable with one link for assistive tech. */}
          <LinkComponent
            href={href}
            className="hover:text-primary after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {product.title}
          </LinkComponent>
        </h3>
        <p className="text-muted-foreground text-sm leading-relaxed">
          {product.subtitle || SUBTITLE_FALLBACK}
        </p>
        <div className="relative z-10 mt-auto pt-3">
          {product.variants.length > 1 ? (
            <Button asChild variant="outline" className="w-full">
              <LinkComponent href={href}>{ADD_TO_CART}</LinkComponent>
            </Button>
          ) : (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                onAddToCart(product);
              }}
            >
              <Button
                type="submit"
                className="w-full"
                disabled={!buyable}
                data-busy-label={ADDING}
                {...liveSlotAttributes("add")}
              >
                <span data-add-label="">{cardAddLabel(buyable)}</span>
              </Button>
            </form>
          )}
        </div>
      </div>
    </article>
  );
}
