// @vitest-environment node
import { DEMO_STORE_ID } from "@agencia/content/store";
import { startLocalBackend, type LocalBackend } from "@agencia/local-backend";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@agencia/local-backend/keys";
import { CATALOGUE_PAGE_SIZE, loadCatalogue } from "./catalogue";
import { checkoutRequest, startCheckout } from "./checkout";
import { createStoreClient, StoreHttpError, StoreTimeoutError, type StoreClient } from "./client";
import { shouldRetry } from "./query";
import { mergeStock } from "./stock";
import type { StoreProduct } from "./types";

// The real client against the local storefront stand-in: the same calls the site makes.

let backend: LocalBackend;
let client: StoreClient;
let catalogue: StoreProduct[];

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, storage: "memory" });
  client = createStoreClient({ baseUrl: backend.url, storeId: DEMO_STORE_ID });
  catalogue = (await client.products()).products;
}, 120_000);
afterAll(() => backend.close());

function setStoreFaults(settings: { delayMs?: number; status?: number }) {
  return fetch(`${backend.url}/__admin/faults/store`, {
    method: "POST",
    headers: { apikey: SERVICE_ROLE_KEY, "Content-Type": "application/json" },
    body: JSON.stringify(settings),
  });
}

const byTitle = (title: string) => {
  const found = catalogue.find((product) => product.title === title);
  if (!found) throw new Error(`No product ${title}`);
  return found;
};

describe("the store client against the local storefront", () => {
  it("lists a catalogue of at least eight products with the wire format's fields", async () => {
    const page = await client.products();
    expect(page).toMatchObject({
      count: page.products.length,
      offset: 0,
      limit: expect.any(Number),
    });
    expect(page.products.length).toBeGreaterThanOrEqual(8);
    for (const product of page.products) {
      expect(Object.keys(product).sort()).toEqual(
        [
          "additional_info",
          "description",
          "id",
          "images",
          "options",
          "order",
          "product_collections",
          "purchasable",
          "related_products",
          "ribbon_text",
          "site_product_selection",
          "subtitle",
          "thumbnail",
          "title",
          "type",
          "updated_at",
          "variants",
          "custom_fields",
        ].sort(),
      );
      for (const variant of product.variants) {
        expect(Object.keys(variant).sort()).toEqual(
          [
            "id",
            "image_url",
            "inventory_quantity",
            "manage_inventory",
            "options",
            "prices",
            "sku",
            "title",
            "weight",
          ].sort(),
        );
        expect(variant.prices[0]).toEqual({
          amount: expect.any(Number),
          sale_amount: variant.prices[0]!.sale_amount === null ? null : expect.any(Number),
          currency_code: expect.stringMatching(/^(ars|usd)$/),
          currency: {
            code: expect.any(String),
            symbol: expect.any(String),
            template: expect.stringContaining("$1"),
          },
        });
      }
    }
  });

  it("covers what the store must handle: variants, sales, stock kinds, sold out, not for sale, ARS and USD", () => {
    const variants = catalogue.flatMap((product) => product.variants);
    expect(catalogue.some((product) => product.variants.length > 2)).toBe(true);
    expect(variants.some((variant) => variant.prices[0]!.sale_amount !== null)).toBe(true);
    expect(variants.some((variant) => variant.manage_inventory)).toBe(true);
    expect(variants.some((variant) => !variant.manage_inventory)).toBe(true);
    expect(
      variants.some((variant) => variant.manage_inventory && variant.inventory_quantity === 0),
    ).toBe(true);
    expect(catalogue.some((product) => !product.purchasable)).toBe(true);
    expect(new Set(variants.map((variant) => variant.prices[0]!.currency_code))).toEqual(
      new Set(["ars", "usd"]),
    );
  });

  it("serves the product images from the local backend as WebP", async () => {
    const thumbnail = byTitle("Kit de monitoreo de colmenas").thumbnail!;
    expect(thumbnail.startsWith(`${backend.url}/store-media/`)).toBe(true);
    const image = await fetch(thumbnail);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await image.arrayBuffer()).byteLength).toBeLessThan(40_000);
  });

  it("filters by ids[], pages with offset and limit, and sorts in either order", async () => {
    const [first, , third] = catalogue;
    const chosen = await client.products({ ids: [third!.id, first!.id] });
    expect(chosen.products.map((product) => product.id)).toEqual([first!.id, third!.id]);
    const page = await client.products({ offset: 2, limit: 3 });
    expect(page).toMatchObject({ count: catalogue.length, offset: 2, limit: 3 });
    expect(page.products.map((product) => product.id)).toEqual(
      catalogue.slice(2, 5).map((product) => product.id),
    );
    const descending = await client.products({ sort_by: "title", order: "desc" });
    const titles = descending.products.map((product) => product.title);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, "es")));
  });

  it("reads one product with its images in media and its lifecycle fields", async () => {
    const listed = byTitle("Kit de monitoreo de colmenas");
    const product = await client.product(listed.id);
    expect(product).toMatchObject({
      id: listed.id,
      status: "published",
      deleted_at: null,
      metadata: {},
    });
    expect(product.media).toEqual(listed.images);
    expect(product).not.toHaveProperty("images");
    expect(product.created_at).toEqual(expect.any(String));
  });

  it("reports the stock of the variants of the products asked for, which the list merges", async () => {
    const kit = byTitle("Kit de monitoreo de colmenas");
    const course = byTitle("Curso online: Automatizá tu pyme con IA");
    const stock = await client.variants([kit.id, course.id]);
    expect(stock.map((entry) => entry.id).sort()).toEqual(
      [...kit.variants, ...course.variants].map((v) => v.id).sort(),
    );
    const [merged] = mergeStock([kit], stock);
    expect(merged!.variants.map((variant) => variant.inventory_quantity)).toEqual([12, 3, 0]);
  });

  it("reads the whole catalogue page after page, with the stock of every variant merged", async () => {
    const pages: string[] = [];
    const counting = createStoreClient({
      baseUrl: backend.url,
      storeId: DEMO_STORE_ID,
      fetch: (input, init) => {
        pages.push(new URL(String(input)).search);
        return fetch(input, init);
      },
    });
    const whole = await loadCatalogue(counting);
    expect(whole.map((product) => product.id)).toEqual(catalogue.map((product) => product.id));
    expect(pages[0]).toBe(`?offset=0&limit=${CATALOGUE_PAGE_SIZE}`);
    expect(pages.at(-1)).toMatch(/^\?fields=inventory_quantity&product_ids/);

    // The stand-in's stock changed (after a build, say): the catalogue read again has it.
    const kit = byTitle("Kit de monitoreo de colmenas");
    const medium = kit.variants[1]!;
    const scope = { "x-store-scope": "catalogue-test" };
    await fetch(`${backend.url}/__admin/store/variants/${medium.id}`, {
      method: "PATCH",
      headers: { apikey: SERVICE_ROLE_KEY, "Content-Type": "application/json", ...scope },
      body: JSON.stringify({ stock: 1 }),
    });
    const scoped = createStoreClient({
      baseUrl: backend.url,
      storeId: DEMO_STORE_ID,
      fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...scope } }),
    });
    const changed = (await loadCatalogue(scoped)).find((product) => product.id === kit.id)!;
    expect(changed.variants[1]!.inventory_quantity).toBe(1);
  });

  it("reads the collections and the store's language", async () => {
    const { collections, count } = await client.collections();
    expect(count).toBe(collections.length);
    expect(collections[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      store_id: DEMO_STORE_ID,
    });
    expect((await client.settings()).store_owner.language).toBe("es");
  });

  it("opens a checkout whose hosted page shows the order and, on 'Pagar', returns to successUrl", async () => {
    const kit = byTitle("Kit de monitoreo de colmenas");
    const workshop = byTitle("Taller de prompts para equipos de ventas");
    const lines = [
      { variantId: kit.variants[1]!.id, quantity: 2 },
      { variantId: workshop.variants[1]!.id, quantity: 1 },
    ].map((line) => ({
      ...line,
      productId: "",
      title: "",
      variantTitle: "",
      image: null,
      unitAmount: 0,
      currencyCode: "ars",
      currency: null,
      stock: null,
    }));
    const place = {
      currentUrl: "http://localhost:3000/store",
      locale: "es-AR",
      timeZone: "America/Argentina/Buenos_Aires",
    };
    const url = await startCheckout(client, lines, place);
    expect(url).toMatch(
      new RegExp(`^${backend.url.replace(/[.]/g, "\\.")}/checkout\\?session=cs_[0-9a-f]+&lang=es$`),
    );

    const page = await (await fetch(url)).text();
    expect(page).toContain("Kit de monitoreo de colmenas");
    expect(page).toContain("Mediano (10 colmenas) · 2 ×");
    expect(page).toContain("Taller de prompts para equipos de ventas");
    expect(page).toMatch(/Total ARS.*1\.240\.000,00/s);
    expect(page).toMatch(/Total USD.*90,00/s);
    expect(page).toContain(">Pagar</button>");

    const session = new URL(url).searchParams.get("session")!;
    const paid = await fetch(`${backend.url}/checkout/pay`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ session }),
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(checkoutRequest(lines, place).successUrl);
  });

  it("refuses a checkout above the stock (409) or of an unknown variant (400)", async () => {
    const kit = byTitle("Kit de monitoreo de colmenas");
    const request = (variant_id: string, quantity: number) => ({
      items: [{ variant_id, quantity }],
      successUrl: "http://localhost:3000/success",
      cancelUrl: "http://localhost:3000/store",
      locale: "es-AR",
      timeZone: "America/Argentina/Buenos_Aires",
    });
    await expect(client.checkout(request(kit.variants[1]!.id, 4))).rejects.toThrow(
      "HTTP 409: Conflict",
    );
    await expect(client.checkout(request(kit.variants[2]!.id, 1))).rejects.toThrow(
      "HTTP 409: Conflict",
    );
    await expect(client.checkout(request("var_desconocida", 1))).rejects.toThrow(
      "HTTP 400: Bad Request",
    );
  });

  it("reports a non-OK answer as 'HTTP {status}: {statusText}'", async () => {
    const missing = client.product("prod_que_no_existe");
    await expect(missing).rejects.toBeInstanceOf(StoreHttpError);
    await expect(missing).rejects.toThrow("HTTP 404: Not Found");
    const otherStore = createStoreClient({
      baseUrl: backend.url,
      storeId: "store_01K000000000000000000000",
    });
    await expect(otherStore.products()).rejects.toMatchObject({
      status: 404,
      message: "HTTP 404: Not Found",
    });
  });

  it("fails every storefront call while the fault switch says so, and only those", async () => {
    expect((await setStoreFaults({ status: 503 })).status).toBe(200);
    try {
      await expect(client.products()).rejects.toThrow("HTTP 503: Service Unavailable");
      await expect(client.variants([catalogue[0]!.id])).rejects.toThrow(
        "HTTP 503: Service Unavailable",
      );
      const rest = await fetch(`${backend.url}/rest/v1/`, {
        headers: { apikey: ANON_KEY },
      });
      expect(rest.status).toBe(200);
    } finally {
      await setStoreFaults({});
    }
    await expect(client.products()).resolves.toMatchObject({ count: catalogue.length });
  });

  it("gives up on a call the API leaves hanging, with a timeout error that is not retried", async () => {
    await setStoreFaults({ delayMs: 3000 });
    try {
      const impatient = createStoreClient({
        baseUrl: backend.url,
        storeId: DEMO_STORE_ID,
        timeoutMs: 300,
      });
      const started = Date.now();
      const call = impatient.products();
      await expect(call).rejects.toBeInstanceOf(StoreTimeoutError);
      await expect(call).rejects.toThrow("The store did not answer within 0.3 seconds");
      expect(Date.now() - started).toBeLessThan(2000);
      expect(shouldRetry(0, await call.catch((error: unknown) => error))).toBe(false);
    } finally {
      await setStoreFaults({});
    }
  });

  it("cancels a slow call when its signal aborts", async () => {
    await setStoreFaults({ delayMs: 3000 });
    try {
      const controller = new AbortController();
      const started = Date.now();
      const call = client.products({}, { signal: controller.signal });
      setTimeout(() => controller.abort(), 100);
      await expect(call).rejects.toMatchObject({ name: "AbortError" });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await setStoreFaults({});
    }
  });
});
