import { availability, availabilityMessage, canBuy, mergeStock } from "./stock";
import { product, variant } from "./test/fixtures";

describe("mergeStock", () => {
  it("puts each variant's reported stock into it, by variant id, across products", () => {
    const products = [
      product({
        id: "p1",
        variants: [
          variant({ id: "v1", manage_inventory: true, inventory_quantity: 9 }),
          variant({ id: "v2" }),
        ],
      }),
      product({
        id: "p2",
        variants: [variant({ id: "v3", manage_inventory: true, inventory_quantity: 1 })],
      }),
    ];
    const merged = mergeStock(products, [
      { id: "v3", inventory_quantity: 0 },
      { id: "v1", inventory_quantity: 4 },
    ]);
    expect(merged.map((item) => item.variants.map((v) => [v.id, v.inventory_quantity]))).toEqual([
      [
        ["v1", 4],
        ["v2", 0],
      ],
      [["v3", 0]],
    ]);
    // The input is left as it was.
    expect(products[0]!.variants[0]!.inventory_quantity).toBe(9);
  });
});

describe("availability", () => {
  const tracked = (units: number) =>
    variant({ id: "v", manage_inventory: true, inventory_quantity: units });

  it("says how many are in stock while the quantity fits", () => {
    const state = availability(true, tracked(3), 3);
    expect(availabilityMessage(state)).toBe("3 in stock!");
    expect(canBuy(state)).toBe(true);
  });

  it("refuses a quantity above the stock", () => {
    const state = availability(true, tracked(3), 4);
    expect(availabilityMessage(state)).toBe("Not enough stock. Only 3 left.");
    expect(canBuy(state)).toBe(false);
  });

  it("calls a sold-out variant and a product that cannot be bought unavailable", () => {
    expect(availabilityMessage(availability(true, tracked(0), 1))).toBe("Currently unavailable");
    expect(availabilityMessage(availability(false, tracked(5), 1))).toBe("Currently unavailable");
    expect(canBuy(availability(false, variant({ id: "v" }), 1))).toBe(false);
  });

  it("ignores the quantity on the wire when the stock is not tracked", () => {
    const state = availability(
      true,
      variant({ id: "v", manage_inventory: false, inventory_quantity: 0 }),
      50,
    );
    expect(state).toEqual({ kind: "untracked" });
    expect(availabilityMessage(state)).toBeNull();
    expect(canBuy(state)).toBe(true);
  });
});
