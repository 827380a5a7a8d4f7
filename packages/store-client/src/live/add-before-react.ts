import { addToCart, type AddToCartAnswers } from "../cart/add-to-cart";
import type { AddToCart } from "../cart/cart";
import { writeCartCount } from "../cart/cart-count";
import { browserStorage, createCartStore, itemCount } from "../cart/cart-store";
import { DEFAULT_QUANTITY, productPageAdds } from "./facts";
import { answerFor, sameVariants, type LiveAnswer } from "./freshen";

/**
 * The item an Add to Cart submits (a card's `add` slot, or the product page's for the chosen
 * variant, with its quantity), from the page and the store's answer; null when only React can
 * tell (no answer yet, or the variants changed since the build).
 */
function submittedItem(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  answer: LiveAnswer | undefined,
): AddToCart | null {
  const element = form.closest<HTMLElement>("[data-live-product]");
  if (!element || submitter?.dataset.live !== "add") return null;
  const product = answerFor(answer, element.dataset.liveProduct ?? "");
  const builtIds = (element.dataset.variants ?? "").split(" ").filter(Boolean);
  if (!product || !sameVariants(builtIds, product)) return null;
  const variantId = submitter.dataset.variant ?? (builtIds.length === 1 ? builtIds[0] : undefined);
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) return null;
  const { id, title, thumbnail, purchasable } = product;
  const quantity = Number(new FormData(form).get("quantity") ?? DEFAULT_QUANTITY);
  return { product: { id, title, thumbnail, purchasable }, variant, quantity };
}

/**
 * Adds what a store page's Add to Cart submitted to the stored cart, before React, and writes the
 * new count into the page; the same toasts and event as React's add (add-to-cart.ts). A product
 * page adds only what its button allows, as React's does. Answers false for what React must take.
 */
export function addBeforeReact(
  form: HTMLFormElement,
  submitter: HTMLElement | null,
  answer: LiveAnswer | undefined,
  answers: AddToCartAnswers,
): boolean {
  const item = submittedItem(form, submitter, answer);
  if (!item) return false;
  const onProductPage = form.matches("[data-slot=buy-box]");
  if (onProductPage && !productPageAdds(item.product, item.variant, item.quantity)) return true;
  const store = createCartStore(browserStorage());
  if (addToCart(store, item, onProductPage ? "product" : "list", answers))
    writeCartCount(document, itemCount(store.getSnapshot()));
  return true;
}
