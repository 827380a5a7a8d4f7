import { price, product, usd, variant } from "../test/fixtures";
import { addItem } from "./cart";
import { addToCartEvent, beginCheckoutEvent } from "./cart-events";

const course = product({ id: "prod_curso" });
const kit = product({ id: "prod_kit", title: "Kit de sensores para colmenas" });
const onSale = variant({ id: "var_curso", prices: [price(4_500_000, 3_990_050)] });
const sensor = variant({ id: "var_kit", title: "10 colmenas", prices: [price(12_000_000)] });

describe("store events", () => {
  it("add_to_cart: GA4's items, and the value at the price paid (the sale price) in major units", () => {
    expect(addToCartEvent({ product: course, variant: onSale, quantity: 2 })).toEqual({
      name: "add_to_cart",
      params: {
        currency: "ARS",
        value: 79_801,
        items: [
          {
            item_id: "prod_curso",
            item_name: course.title,
            item_variant: "Única",
            price: 39_900.5,
            quantity: 2,
          },
        ],
      },
    });
  });

  it("begin_checkout: every line of the cart, and its total", () => {
    let lines = addItem([], { product: course, variant: onSale, quantity: 1 });
    lines = addItem(lines, { product: kit, variant: sensor, quantity: 3 });
    const event = beginCheckoutEvent(lines);
    expect(event.name).toBe("begin_checkout");
    expect(event.params).toMatchObject({ currency: "ARS", value: 399_900.5 });
    expect(event.params.items.map((item) => [item.item_id, item.quantity])).toEqual([
      ["prod_curso", 1],
      ["prod_kit", 3],
    ]);
  });

  it("a cart in two currencies sends its items without a single value", () => {
    let lines = addItem([], { product: course, variant: onSale, quantity: 1 });
    const dollars = variant({ id: "var_usd", prices: [price(3_500, null, usd)] });
    lines = addItem(lines, { product: kit, variant: dollars, quantity: 1 });
    const { params } = beginCheckoutEvent(lines);
    expect(params.value).toBeUndefined();
    expect(params.currency).toBeUndefined();
    expect(params.items).toHaveLength(2);
  });
});
