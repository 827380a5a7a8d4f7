import { displayPrice, formatPrice, priceKey, shownVariant, variantPrice } from "./price";
import { ars, price, product, usd, variant } from "./test/fixtures";

describe("formatPrice", () => {
  it("divides cents by 100, shows two decimals and uses the currency's template", () => {
    expect(formatPrice(4_500_000, ars)).toBe("$ 45.000,00");
    expect(formatPrice(3_550, usd)).toBe("US$ 35,50");
    expect(formatPrice(1, { code: "ARS", symbol: "$", template: "$1 pesos" })).toBe("0,01 pesos");
  });

  it("falls back to the symbol, then the code, then the euro sign", () => {
    expect(formatPrice(1_990, { code: "USD", symbol: "US$", template: null })).toBe("US$19,90");
    expect(formatPrice(1_990, { code: "usd", symbol: null, template: null })).toBe("USD 19,90");
    expect(formatPrice(1_990, { code: null, symbol: null, template: null }, null)).toBe("€19,90");
  });

  it("reads a template without the placeholder as no template", () => {
    expect(formatPrice(100, { code: "ARS", symbol: "$", template: "pesos" })).toBe("$1,00");
  });

  it("names the default currency, eur, when the price has no currency", () => {
    expect(formatPrice(2_500)).toBe("EUR 25,00");
    expect(variantPrice({ prices: [] })).toEqual({
      amount: 0,
      saleAmount: null,
      currencyCode: "eur",
      currency: null,
    });
  });
});

describe("the price a product shows", () => {
  const cheapOnSale = variant({ id: "b", prices: [price(9_000, 5_000)] });
  const cheap = variant({ id: "c", prices: [price(6_000)] });
  const first = variant({ id: "a", prices: [price(20_000)] });

  it("is the lowest-priced variant, counting a sale price before the regular one", () => {
    const item = product({
      id: "p",
      site_product_selection: "lowest_price_first",
      variants: [first, cheap, cheapOnSale],
    });
    expect(shownVariant(item)?.id).toBe("b");
  });

  it("is also the lowest when the product names no rule", () => {
    expect(
      shownVariant(product({ id: "p", site_product_selection: null, variants: [first, cheap] }))
        ?.id,
    ).toBe("c");
  });

  it("is the first variant when the product says so", () => {
    const item = product({
      id: "p",
      site_product_selection: "first_variant",
      variants: [first, cheapOnSale],
    });
    expect(shownVariant(item)?.id).toBe("a");
  });

  it("strikes the regular price through when there is a sale price", () => {
    expect(displayPrice(variantPrice(cheapOnSale))).toEqual({
      current: "$ 50,00",
      original: "$ 90,00",
      key: priceKey(variantPrice(cheapOnSale)),
    });
    expect(displayPrice(variantPrice(cheap))).toEqual({
      current: "$ 60,00",
      original: null,
      key: priceKey(variantPrice(cheap)),
    });
  });
});
