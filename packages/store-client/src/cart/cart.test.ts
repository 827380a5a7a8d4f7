import { hiveKit, onlineCourse, price, product, usd, variant } from "../test/fixtures";
import {
  addItem,
  cartTotals,
  CartError,
  MAX_LINE_QUANTITY,
  removeItem,
  setItemQuantity,
} from "./cart";
import { itemCount } from "./cart-store";

const [small, medium, soldOut] = hiveKit.variants as [
  (typeof hiveKit.variants)[number],
  (typeof hiveKit.variants)[number],
  (typeof hiveKit.variants)[number],
];
const kit = { ...hiveKit, thumbnail: "/media/kit.webp" };
const course = { ...onlineCourse, thumbnail: "/media/curso.webp" };
const workshop = product({
  id: "taller",
  title: "Taller de prompts",
  variants: [
    variant({ id: "taller-v", title: "Online en vivo", prices: [price(9_000, null, usd)] }),
  ],
});

describe("the cart", () => {
  it("adds a variant as a line with its sale price, image and stock, and merges a second add", () => {
    let lines = addItem([], { product: kit, variant: medium, quantity: 1 });
    lines = addItem(lines, { product: kit, variant: medium, quantity: 2 });
    expect(lines).toEqual([
      {
        productId: "prod-kit",
        variantId: "kit-m",
        title: "Kit de monitoreo de colmenas",
        variantTitle: "Mediano (10 colmenas)",
        image: "/media/mediano.webp",
        quantity: 3,
        unitAmount: 62_000_000,
        currencyCode: "ars",
        currency: small.prices[0]!.currency,
        stock: 3,
      },
    ]);
    expect(itemCount(lines)).toBe(3);
  });

  it("falls back to the product's thumbnail for a variant without an image", () => {
    const [line] = addItem([], { product: course, variant: course.variants[0]!, quantity: 1 });
    expect(line).toMatchObject({ image: "/media/curso.webp", unitAmount: 5_900_000, stock: null });
  });

  it("refuses more than the stock, a sold-out variant, a product not for sale and a quantity under 1", () => {
    const three = addItem([], { product: kit, variant: medium, quantity: 3 });
    expect(() => addItem(three, { product: kit, variant: medium, quantity: 1 })).toThrow(
      new CartError("Not enough stock. Only 3 left."),
    );
    expect(() => addItem([], { product: kit, variant: soldOut, quantity: 1 })).toThrow(
      "Currently unavailable",
    );
    expect(() =>
      addItem([], {
        product: { ...course, purchasable: false },
        variant: course.variants[0]!,
        quantity: 1,
      }),
    ).toThrow("Currently unavailable");
    expect(() => addItem([], { product: kit, variant: small, quantity: 0 })).toThrow(CartError);
  });

  it("keeps a changed quantity between 1 and what the stock (or the line limit) allows", () => {
    const lines = addItem(addItem([], { product: kit, variant: medium, quantity: 1 }), {
      product: course,
      variant: course.variants[0]!,
      quantity: 1,
    });
    expect(setItemQuantity(lines, "kit-m", 10)[0]!.quantity).toBe(3);
    expect(setItemQuantity(lines, "kit-m", 0)[0]!.quantity).toBe(1);
    expect(setItemQuantity(lines, "curso-v", 500)[1]!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(removeItem(lines, "kit-m").map((line) => line.variantId)).toEqual(["curso-v"]);
  });

  it("totals each currency on its own", () => {
    let lines = addItem([], { product: course, variant: course.variants[0]!, quantity: 2 });
    lines = addItem(lines, { product: workshop, variant: workshop.variants[0]!, quantity: 3 });
    lines = addItem(lines, { product: kit, variant: small, quantity: 1 });
    expect(cartTotals(lines).map(({ currencyCode, amount }) => [currencyCode, amount])).toEqual([
      ["ars", 2 * 5_900_000 + 32_000_000],
      ["usd", 27_000],
    ]);
  });
});
