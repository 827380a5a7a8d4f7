import { checkoutDestination, checkoutRequest, startCheckout } from "./checkout";
import type { CartLine } from "./cart/cart";
import { createStoreClient } from "./client";

const line = (variantId: string, quantity: number): CartLine => ({
  productId: "p",
  variantId,
  title: "Curso",
  variantTitle: "Acceso",
  image: null,
  quantity,
  unitAmount: 100,
  currencyCode: "ars",
  currency: null,
  stock: null,
});

const place = {
  currentUrl: "https://www.impulsoia.com.ar/store/products/prod_1?ref=mail",
  locale: "es-AR",
  timeZone: "America/Argentina/Buenos_Aires",
};

describe("checkout", () => {
  it("sends {variant_id, quantity} items, /success as successUrl and the current page as cancelUrl", () => {
    expect(checkoutRequest([line("v1", 2), line("v2", 1)], place)).toEqual({
      items: [
        { variant_id: "v1", quantity: 2 },
        { variant_id: "v2", quantity: 1 },
      ],
      successUrl: "https://www.impulsoia.com.ar/success",
      cancelUrl: "https://www.impulsoia.com.ar/store/products/prod_1?ref=mail",
      locale: "es-AR",
      timeZone: "America/Argentina/Buenos_Aires",
    });
  });

  it("adds the store's language to the hosted page's URL", () => {
    expect(checkoutDestination("https://pay.example.com/checkout?session=cs_1", "es")).toBe(
      "https://pay.example.com/checkout?session=cs_1&lang=es",
    );
  });

  it("opens the page in Spanish when the settings cannot be read", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) =>
      String(input).endsWith("/checkout")
        ? Response.json({ url: "https://pay.example.com/checkout?session=cs_2" })
        : new Response("", { status: 500, statusText: "Internal Server Error" }),
    );
    const client = createStoreClient({
      baseUrl: "https://api.example.com",
      storeId: "store_1",
      fetch,
    });
    await expect(startCheckout(client, [line("v1", 1)], place)).resolves.toBe(
      "https://pay.example.com/checkout?session=cs_2&lang=es",
    );
  });
});
