import { hiveKit, price, product, variant } from "../test/fixtures";
import { answerFor, freshen, freshList, type LiveAnswer } from "./freshen";

const [small, medium, large] = hiveKit.variants as [
  (typeof hiveKit.variants)[number],
  (typeof hiveKit.variants)[number],
  (typeof hiveKit.variants)[number],
];

describe("fresh data over a product as built", () => {
  it("takes the variants' prices and stock and what is for sale, and keeps text and images", () => {
    const fresh = {
      ...hiveKit,
      title: "Otro título",
      purchasable: false,
      variants: [{ ...medium, title: "Otro", inventory_quantity: 1, prices: [price(1)] }, small],
    };
    const now = freshen(hiveKit, fresh);
    expect(now.title).toBe(hiveKit.title);
    expect(now.purchasable).toBe(false);
    expect(now.variants.map((item) => item.id)).toEqual(["kit-s", "kit-m", "kit-l"]);
    expect(now.variants[1]).toMatchObject({ title: medium.title, inventory_quantity: 1 });
    expect(now.variants[1]!.prices).toEqual([price(1)]);
    // A variant the store no longer has is sold out.
    expect(now.variants[2]).toMatchObject({ manage_inventory: true, inventory_quantity: 0 });
    expect(large.inventory_quantity).toBe(0);
  });

  it("reads a gone product as not for sale, and nothing known as built", () => {
    expect(freshen(hiveKit, null).purchasable).toBe(false);
    expect(freshen(hiveKit, undefined)).toBe(hiveKit);
  });

  it("keeps the list's order and adds the store's new products after it", () => {
    const first = product({ id: "a" });
    const second = product({ id: "b" });
    const added = product({ id: "c", variants: [variant({ id: "c-v" })] });
    const answer: LiveAnswer = { at: 1, list: [added, first], products: { a: first, c: added } };
    expect(freshList([first, second], answer).map((item) => [item.id, item.purchasable])).toEqual([
      ["a", true],
      ["b", false],
      ["c", true],
    ]);
    // Without the whole list, a product the answer does not name is as built.
    expect(answerFor({ at: 1, products: {} }, "b")).toBeUndefined();
    expect(freshList([first], undefined)).toEqual([first]);
  });
});
