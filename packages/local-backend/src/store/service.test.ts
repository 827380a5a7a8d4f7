import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalBackend } from "../start";
import { startTestBackend } from "../testing/backend";
import { products, STORE_ID } from "./catalogue";

// What the storefront stand-in does beyond the client's contract (packages/store-client tests
// that): refusals, its own pages and files.

let backend: LocalBackend;
const api = (path: string, init?: RequestInit) =>
  fetch(`${backend.url}/store/${STORE_ID}${path}`, init);

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

describe("the storefront stand-in", () => {
  it("refuses a malformed list query with a 400 and a message", async () => {
    for (const query of [
      "limit=1000",
      "offset=-1",
      "order=UP",
      "sort_by=stock",
      "is_hidden=maybe",
      "to_date=ayer",
    ]) {
      const response = await api(`/products?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    const early = await (await api("/products?to_date=2026-01-10T00:00:00Z")).json();
    expect(early.count).toBeLessThan(products.length);
  });

  it("answers 404 for unknown routes and 405 for a wrong method", async () => {
    expect((await api("/orders")).status).toBe(404);
    expect((await api("/products/x/y")).status).toBe(404);
    expect((await api("/products", { method: "POST", body: "{}" })).status).toBe(405);
    expect((await api("/checkout")).status).toBe(405);
  });

  it("refuses a checkout that is not JSON or misses its URLs", async () => {
    const post = (body: string) =>
      api("/checkout", { method: "POST", headers: { "Content-Type": "application/json" }, body });
    expect((await post("nope")).status).toBe(400);
    const item = { variant_id: products[0]!.variants[0]!.id, quantity: 1 };
    expect(
      (
        await post(
          JSON.stringify({ items: [item], successUrl: "/success", cancelUrl: "http://x.test/" }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          JSON.stringify({
            items: [],
            successUrl: "http://x.test/ok",
            cancelUrl: "http://x.test/",
          }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          JSON.stringify({
            items: [{ ...item, quantity: 0 }],
            successUrl: "http://x.test/ok",
            cancelUrl: "http://x.test/",
          }),
        )
      ).status,
    ).toBe(400);
  });

  it("writes what the buyer sent into the checkout page only as text", async () => {
    const response = await api("/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        items: [{ variant_id: products[0]!.variants[0]!.id, quantity: 1 }],
        successUrl: "http://x.test/success",
        cancelUrl: 'http://x.test/store?q="><script>alert(1)</script>',
        locale: "es-AR",
        timeZone: "America/Argentina/Buenos_Aires",
      }),
    });
    const { url } = (await response.json()) as { url: string };
    const page = await (await fetch(`${url}&lang=es`)).text();
    expect(page).toContain('<html lang="es">');
    expect(page).not.toContain("<script>");
    const missing = await fetch(`${backend.url}/checkout?session=cs_nada`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("No encontramos este pedido");
  });

  it("serves only its own image files", async () => {
    const image = await fetch(`${backend.url}/store-media/sensor-colmena.webp`, { method: "HEAD" });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await fetch(`${backend.url}/store-media/..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${backend.url}/store-media/no-existe.webp`)).status).toBe(404);
  });
});
