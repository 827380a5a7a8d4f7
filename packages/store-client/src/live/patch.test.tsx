import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { ProductCard } from "../components/product-card";
import { ProductDetail } from "../components/product-detail";
import { hiveKit, price, product, variant } from "../test/fixtures";
import type { StoreProductPage } from "../types";
import { freshen, type LiveAnswer, type LiveFields } from "./freshen";
import { patchPage } from "./patch";

// The page's enhancement writes fresh data into the prerendered HTML; React then hydrates with
// that same data. So a page built with one product and patched with fresh data must be, node for
// node, the page React renders with the product freshened: otherwise what the visitor read would
// change under them, or React would find a page it did not render.

const [small, medium, large] = hiveKit.variants as [
  (typeof hiveKit.variants)[number],
  (typeof hiveKit.variants)[number],
  (typeof hiveKit.variants)[number],
];
const course = product({
  id: "curso",
  variants: [
    variant({
      id: "curso-v",
      manage_inventory: true,
      inventory_quantity: 5,
      prices: [price(8_900_000, 5_900_000)],
    }),
  ],
});

/** The course's page, its stock not counted. */
const detailOf = (item: typeof course): StoreProductPage => ({
  ...hiveKit,
  ...item,
  media: [],
  variants: item.variants.map((v) => ({ ...v, manage_inventory: false })),
});

const answer = (products: Record<string, LiveFields | null>): LiveAnswer => ({ at: 1, products });

/** The built page patched with `fresh`, and the page React renders with the product freshened. */
function compare<P extends LiveFields>(
  built: P,
  fresh: LiveFields | null,
  page: (product: P) => ReactElement,
) {
  const patched = render(page(built)).container;
  const { applied, leftForReact } = patchPage(patched, answer({ [built.id]: fresh }));
  const rendered = render(page(freshen(built, fresh))).container;
  return { patched, rendered, applied, leftForReact };
}

const card = (item: typeof course) => <ProductCard product={item} onAddToCart={vi.fn()} />;
const detail = (item: StoreProductPage) => <ProductDetail product={item} onAddToCart={vi.fn()} />;

describe("a page patched with fresh data is the page React renders with it", () => {
  it.each<[string, LiveFields | null]>([
    [
      "the sale ended and the price went up",
      { ...course, variants: [{ ...course.variants[0]!, prices: [price(9_900_000)] }] },
    ],
    ["it sold out", { ...course, variants: [{ ...course.variants[0]!, inventory_quantity: 0 }] }],
    ["it is no longer for sale", { ...course, purchasable: false }],
    ["the store no longer has it", null],
  ])("a card: %s", (_what, fresh) => {
    const { patched, rendered, applied, leftForReact } = compare(course, fresh, card);
    expect(patched.isEqualNode(rendered)).toBe(true);
    expect(patched.innerHTML).not.toBe(render(card(course)).container.innerHTML);
    expect(applied.products).toEqual({ curso: fresh });
    expect(leftForReact).toBe(false);
  });

  it.each<[string, LiveFields | null]>([
    [
      "a size sold out, another is back, a third went on sale",
      {
        ...hiveKit,
        variants: [
          { ...small, inventory_quantity: 0 },
          { ...medium, inventory_quantity: 9, prices: [price(69_000_000)] },
          { ...large, inventory_quantity: 2, prices: [price(145_000_000, 130_000_000)] },
        ],
      },
    ],
    [
      "the store lists its variants in another order",
      { ...hiveKit, variants: [large, small, medium] },
    ],
    ["the store no longer has it", null],
    [
      "the store stopped counting a size's stock",
      { ...hiveKit, variants: [{ ...small, manage_inventory: false }, medium, large] },
    ],
  ])("a product page: %s", (_what, fresh) => {
    const { patched, rendered, leftForReact } = compare<StoreProductPage>(hiveKit, fresh, detail);
    expect(patched.isEqualNode(rendered)).toBe(true);
    expect(leftForReact).toBe(false);
  });

  it("a product page whose stock is not counted: it is no longer for sale", () => {
    const untracked = detailOf(course);
    const { patched, rendered } = compare(untracked, { ...untracked, purchasable: false }, detail);
    expect(patched.isEqualNode(rendered)).toBe(true);
    expect(patched.querySelector("[data-slot=stock-message]")).not.toHaveAttribute("hidden");
  });

  it("leaves a price as built untouched: printing it again would cost the page a long task", () => {
    const built = render(card(course)).container;
    const shown = built.querySelector("[data-price=current]")!.firstChild;
    patchPage(built, answer({ [course.id]: { ...course, purchasable: false } }));
    expect(built.querySelector("[data-price=current]")!.firstChild).toBe(shown);
  });

  it("leaves to React a product whose variants changed, and a product new to the list", () => {
    const changed = { ...hiveKit, variants: [small, medium] };
    const built = render(detail(hiveKit)).container;
    const before = built.innerHTML;
    const result = patchPage(built, answer({ [hiveKit.id]: changed }));
    expect(built.innerHTML).toBe(before);
    expect(result).toEqual({ applied: { at: 1, products: {} }, leftForReact: true });

    const list = render(card(course)).container;
    const added = product({ id: "nuevo" });
    const fresh = { ...course, purchasable: false };
    const listed = patchPage(list, {
      at: 2,
      list: [fresh, added],
      products: { curso: fresh, nuevo: added },
    });
    expect(listed.applied.products).toEqual({ curso: fresh });
    expect(listed.leftForReact).toBe(true);
    expect(list.querySelector("button")).toBeDisabled();
  });
});
