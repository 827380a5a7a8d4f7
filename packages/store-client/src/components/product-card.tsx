import { Badge } from "@agencia/ui/badge";
import { Button } from "@agencia/ui/button";
import { PlainLink, type LinkComponent } from "@agencia/ui/link-component";
import { productLinkPath } from "@agencia/content/store";
import { displayPrice, shownVariant, variantPrice } from "../price";
import { availability, canBuy } from "../stock";
import type { StoreProduct } from "../types";
import { PriceTag } from "./price-tag";
import { ProductImage } from "./product-image";

export const SUBTITLE_FALLBACK = "Check out this amazing product!";
export const ADD_TO_CART = "Add to Cart";

export interface ProductCardProps {
  product: StoreProduct;
  /** Adds one unit of the product's only variant. */
  onAddToCart: (product: StoreProduct) => void;
  LinkComponent?: LinkComponent;
}

/**
 * A product in the catalogue (spec 001 §2): image or placeholder, ribbon, price (the regular one
 * struck through on sale), title, subtitle and Add to Cart. The whole card links to the
 * product's page; with several variants, so does Add to Cart, since one must be chosen first.
 */
export function ProductCard({ product, onAddToCart, LinkComponent = PlainLink }: ProductCardProps) {
  const href = productLinkPath(product.id);
  const variant = shownVariant(product);
  const single = product.variants.length === 1 ? product.variants[0] : undefined;
  const buyable = single !== undefined && canBuy(availability(product.purchasable, single, 1));
  return (
    <article
      data-slot="product-card"
      className="group rounded-card border-border bg-card shadow-card hover:shadow-elevated has-[h3_a:focus-visible]:ring-ring relative flex h-full flex-col overflow-hidden border transition-shadow duration-300 has-[h3_a:focus-visible]:ring-2"
    >
      <div className="relative overflow-hidden">
        <ProductImage
          src={product.thumbnail ?? product.images[0]?.url}
          alt={product.title}
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
        {variant ? <PriceTag price={displayPrice(variantPrice(variant))} /> : null}
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
            <Button
              type="button"
              className="w-full"
              disabled={!buyable}
              onClick={() => onAddToCart(product)}
            >
              {buyable ? ADD_TO_CART : "Currently unavailable"}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
