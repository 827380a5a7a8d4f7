import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "../keys";
import type { LocalBackend } from "../start";
import { storefrontFetch } from "../storefront";
import { startTestBackend } from "../testing/backend";
import { products, STORE_ID } from "./catalogue";
import { SCOPE_HEADER } from "./catalogues";

// The storefront's test controls (`/__admin/store`): what a test changes after the site's build,
// seen by the storefront API in its own scope only.

let backend: LocalBackend;
const kit = products.find((product) => product.title === "Kit de monitoreo de colmenas")!;
const medium = kit.variants[1]!;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

const scoped = (scope?: string): Record<string, string> => (scope ? { [SCOPE_HEADER]: scope } : {});

function control(
  method: string,
  path: string,
  body?: unknown,
  scope?: string,
  key = SERVICE_ROLE_KEY,
) {
  return fetch(`${backend.url}/__admin/store${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${key}`,
      "Content-Type": "application/json",
      ...scoped(scope),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function stockOf(variantId: string, scope?: string): Promise<number | null> {
  const response = await fetch(
    `${backend.url}/store/${STORE_ID}/variants?product_ids[]=${kit.id}`,
    { headers: scoped(scope) },
  );
  const { variants } = (await response.json()) as {
    variants: { id: string; inventory_quantity: number }[];
  };
  return variants.find((variant) => variant.id === variantId)?.inventory_quantity ?? null;
}

const newProduct = {
  title: "Kit de bienvenida",
  currency: "ars",
  images: ["colmenas-app.webp"],
  variants: [{ id: "var_bienvenida", title: "Caja", price: 1_500_000, stock: 4 }],
};

describe("the storefront's test controls", () => {
  it("change a variant's stock and price in one scope only, until it is reset", async () => {
    const changed = await control(
      "PATCH",
      `/variants/${medium.id}`,
      { stock: 1, salePrice: null },
      "a",
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: medium.id, stock: 1, price: medium.price });
    expect(await stockOf(medium.id, "a")).toBe(1);
    expect(await stockOf(medium.id, "b")).toBe(medium.stock);
    expect(await stockOf(medium.id)).toBe(medium.stock);

    const detail = await fetch(`${backend.url}/store/${STORE_ID}/products/${kit.id}`, {
      headers: scoped("a"),
    });
    const { product } = (await detail.json()) as {
      product: { variants: { id: string; prices: { sale_amount: number | null }[] }[] };
    };
    expect(
      product.variants.find((variant) => variant.id === medium.id)!.prices[0]!.sale_amount,
    ).toBeNull();

    expect((await control("DELETE", "", undefined, "a")).status).toBe(204);
    expect(await stockOf(medium.id, "a")).toBe(medium.stock);
  });

  it("add a product after the seed, and remove it", async () => {
    const added = await control("PUT", "/products/prod_bienvenida", newProduct, "c");
    expect(added.status).toBe(201);
    const list = async (scope: string) => {
      const response = await fetch(`${backend.url}/store/${STORE_ID}/products`, {
        headers: scoped(scope),
      });
      return ((await response.json()) as { products: { id: string; order: number }[] }).products;
    };
    expect((await list("c")).at(-1)).toMatchObject({
      id: "prod_bienvenida",
      order: products.length + 1,
    });
    expect((await list("d")).map((product) => product.id)).not.toContain("prod_bienvenida");
    const page = await fetch(`${backend.url}/store/${STORE_ID}/products/prod_bienvenida`, {
      headers: scoped("c"),
    });
    expect(page.status).toBe(200);
    expect((await control("PUT", "/products/prod_bienvenida", newProduct, "c")).status).toBe(200);
    expect((await control("DELETE", "/products/prod_bienvenida", undefined, "c")).status).toBe(204);
    expect((await control("DELETE", "/products/prod_bienvenida", undefined, "c")).status).toBe(404);
  });

  it("refuse what the seed could not hold, and anyone without the service_role key", async () => {
    const refusals: [string, string, unknown][] = [
      ["PATCH", `/variants/${medium.id}`, { stock: -1 }],
      ["PATCH", `/variants/${medium.id}`, { stock: 1.5 }],
      ["PATCH", `/variants/${medium.id}`, { color: "rojo" }],
      ["PUT", "/products/prod_x", { ...newProduct, currency: "eur" }],
      ["PUT", "/products/prod_x", { ...newProduct, variants: [] }],
      ["PUT", "/products/prod_x", { ...newProduct, images: ["../secreto.webp"] }],
      ["PUT", "/products/prod_x", { ...newProduct, id: "prod_y" }],
    ];
    for (const [method, path, body] of refusals) {
      const response = await control(method, path, body, "e");
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    const stolen = { ...newProduct, variants: [{ id: medium.id, title: "Otro", price: 1 }] };
    expect((await control("PUT", "/products/prod_x", stolen, "e")).status).toBe(409);
    expect((await control("PATCH", "/variants/var_nada", { stock: 1 }, "e")).status).toBe(404);
    expect(
      (await control("PATCH", `/variants/${medium.id}`, { stock: 0 }, "e", "anon")).status,
    ).toBe(401);
  });
});

describe("the storefront without a server", () => {
  it("answers as a running backend at the URL's origin would, images included", async () => {
    const storefront = storefrontFetch();
    const origin = "http://localhost:55421";
    const response = await storefront(`${origin}/store/${STORE_ID}/products?limit=2`);
    const { count, products: page } = (await response.json()) as {
      count: number;
      products: { thumbnail: string }[];
    };
    expect(count).toBe(products.length);
    expect(page[0]!.thumbnail).toBe(`${origin}/store-media/${products[0]!.images[0]}`);
    const image = await storefront(page[0]!.thumbnail);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});
