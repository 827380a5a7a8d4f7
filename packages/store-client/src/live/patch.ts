import { displayPrice, priceKey, variantPrice, type DisplayPrice } from "../price";
import { availabilityMessage, canBuy, type Availability } from "../stock";
import type { StoreVariant } from "../types";
import { cardAddLabel, cardBuyable, cardVariantPrice, variantAvailability } from "./facts";
import { answerFor, sameVariants, type LiveAnswer, type LiveFields } from "./freshen";
import type { LiveSlot } from "./slots";

/**
 * Writes fresh data into a prerendered store page before React has taken over: the same facts
 * (facts.ts) into the same slots (slots.ts) the components render, text and attributes only, so
 * nothing moves. The components' markup for each slot is what these functions write (the
 * components' tests check that a patched page is the page React renders with the fresh data).
 */

export function writePrice(slot: HTMLElement, price: DisplayPrice): void {
  slot.toggleAttribute("data-sale", price.original !== null);
  if (price.key !== undefined) slot.dataset.priceKey = price.key;
  for (const part of slot.querySelectorAll<HTMLElement>("[data-price]"))
    part.textContent = (part.dataset.price === "original" ? price.original : price.current) ?? "";
  for (const part of slot.querySelectorAll<HTMLElement>("[data-sale-only]"))
    part.hidden = price.original === null;
}

export function writeStock(slot: HTMLElement, state: Availability): void {
  const message = availabilityMessage(state);
  slot.dataset.state = state.kind;
  slot.hidden = message === null;
  const text = slot.querySelector("[data-stock-text]");
  if (text) text.textContent = message ?? "";
}

export function writeAdd(slot: HTMLElement, buyable: boolean): void {
  if (slot instanceof HTMLButtonElement) slot.disabled = !buyable;
  const label = slot.querySelector("[data-add-label]");
  if (label) label.textContent = cardAddLabel(buyable);
}

export const writeOption = (slot: HTMLElement, available: boolean) =>
  (slot.dataset.available = String(available));

/**
 * One product's slots. `fresh`: the product as the store has it now, with the variants it was
 * built with; null: the store no longer has it (nothing is for sale, prices stay).
 */
function patchProduct(element: HTMLElement, builtIds: string[], fresh: LiveFields | null): void {
  const byId = new Map(fresh?.variants.map((variant) => [variant.id, variant]));
  // The variants in the order the page was built with (the shown price may depend on it).
  const variants = builtIds.map((id) => byId.get(id)).filter((v): v is StoreVariant => !!v);
  const product = {
    purchasable: fresh?.purchasable ?? false,
    site_product_selection: fresh?.site_product_selection ?? null,
    variants,
  };
  for (const slot of element.querySelectorAll<HTMLElement>("[data-live]")) {
    const variant = slot.dataset.variant === undefined ? undefined : byId.get(slot.dataset.variant);
    const own = slot.dataset.variant === undefined;
    switch (slot.dataset.live as LiveSlot) {
      case "price": {
        const price = own ? cardVariantPrice(product) : variant && variantPrice(variant);
        // Printing a price creates the locale's number format, a long task on a phone: a price
        // as built is left alone.
        if (fresh && price && slot.dataset.priceKey !== priceKey(price))
          writePrice(slot, displayPrice(price));
        break;
      }
      case "stock":
        writeStock(slot, variantAvailability(product, variant));
        break;
      case "add":
        writeAdd(slot, own ? cardBuyable(product) : canBuy(variantAvailability(product, variant)));
        break;
      case "option":
        writeOption(slot, canBuy(variantAvailability(product, variant)));
        break;
    }
  }
}

/**
 * Writes the answer into every product of the page it can speak for: a product the store still
 * has with the same variants, or no longer has. Answers what it wrote (the `applied` answer React
 * hydrates with) and whether something is left that only React can show (a product added to the
 * list, or variants changed).
 */
export function patchPage(
  root: ParentNode,
  answer: LiveAnswer,
): { applied: LiveAnswer; leftForReact: boolean } {
  const applied: LiveAnswer = { at: answer.at, products: {} };
  let leftForReact = false;
  const listed = new Set<string>();
  for (const element of root.querySelectorAll<HTMLElement>("[data-live-product]")) {
    const id = element.dataset.liveProduct ?? "";
    listed.add(id);
    const builtIds = (element.dataset.variants ?? "").split(" ").filter(Boolean);
    const fresh = answerFor(answer, id);
    if (fresh === undefined) continue;
    if (fresh !== null && !sameVariants(builtIds, fresh)) {
      leftForReact = true;
      continue;
    }
    patchProduct(element, builtIds, fresh);
    applied.products[id] = fresh;
  }
  if (answer.list?.some((product) => !listed.has(product.id))) leftForReact = true;
  return { applied, leftForReact };
}
