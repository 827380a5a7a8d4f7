import type { StoreProduct, StoreProductFields, StoreVariant } from "../types";

/**
 * What fresh data may change on a page (the variants' prices and stock, and what is for sale), and
 * the title and thumbnail a cart line keeps.
 */
export type LiveFields = Pick<
  StoreProductFields,
  "id" | "title" | "thumbnail" | "purchasable" | "site_product_selection"
> & {
  variants: StoreVariant[];
};

/** What the store answered for a page's scope (slots.ts), as the page's fresh data. */
export interface LiveAnswer {
  /** When it answered (`Date.now()`). */
  at: number;
  /** By id: the product as the store has it now, or null when the store no longer has it. */
  products: Record<string, LiveFields | null>;
  /**
   * For the list: every product the store has, in its order. With it the answer is complete: a
   * product it does not name is gone, and one a page did not list is new.
   */
  list?: StoreProduct[];
}

/**
 * A product as built, with what the store says now: its variants' prices and stock (a variant
 * the store no longer has is sold out) and whether it is for sale. Text and images stay as built:
 * they are what the page was written with. `null`: the store no longer has it (not for sale);
 * `undefined`: nothing known (as built).
 */
export function freshen<P extends LiveFields>(built: P, fresh: LiveFields | null | undefined): P {
  if (fresh === undefined) return built;
  if (fresh === null) return { ...built, purchasable: false };
  const byId = new Map(fresh.variants.map((variant) => [variant.id, variant]));
  return {
    ...built,
    purchasable: fresh.purchasable,
    site_product_selection: fresh.site_product_selection,
    variants: built.variants.map((variant) => {
      const now = byId.get(variant.id);
      return now
        ? {
            ...variant,
            prices: now.prices,
            manage_inventory: now.manage_inventory,
            inventory_quantity: now.inventory_quantity,
          }
        : { ...variant, manage_inventory: true, inventory_quantity: 0 };
    }),
  };
}

/** What the answer says of one product: fresh, gone (null) or nothing known (undefined). */
export function answerFor(
  answer: LiveAnswer | undefined,
  id: string,
): LiveFields | null | undefined {
  if (!answer) return undefined;
  if (id in answer.products) return answer.products[id];
  return answer.list ? null : undefined;
}

/** The list as built, freshened, then the products the store has added since, in its order. */
export function freshList<P extends LiveFields>(
  built: readonly P[],
  answer: LiveAnswer | undefined,
): (P | StoreProduct)[] {
  if (!answer) return [...built];
  const listed = new Set(built.map((product) => product.id));
  return [
    ...built.map((product) => freshen(product, answerFor(answer, product.id))),
    ...(answer.list ?? []).filter((product) => !listed.has(product.id)),
  ];
}

/** Whether the store still has exactly the variants a product was built with (in any order). */
export function sameVariants(builtIds: readonly string[], fresh: LiveFields): boolean {
  const ids = new Set(fresh.variants.map((variant) => variant.id));
  return ids.size === builtIds.length && builtIds.every((id) => ids.has(id));
}
