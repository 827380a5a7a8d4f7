import { randomUUID } from "node:crypto";
import { DEMO_STORE_ID } from "@agencia/content/store";
import { SERVICE_ROLE_KEY } from "@agencia/local-backend/keys";
import type { Page, Route } from "@playwright/test";
import { STORE_API_URL } from "./urls";

/** The fields of the demo catalogue the tests look at. */
export interface CatalogueProduct {
  id: string;
  title: string;
  variants: { id: string; title: string }[];
}

/** The local storefront's catalogue, read as the site reads it. */
export async function catalogue(): Promise<CatalogueProduct[]> {
  const response = await fetch(`${STORE_API_URL}/store/${DEMO_STORE_ID}/products`);
  if (!response.ok) throw new Error(`No se pudo leer el catálogo: ${response.status}`);
  return ((await response.json()) as { products: CatalogueProduct[] }).products;
}

export async function productNamed(title: string): Promise<CatalogueProduct> {
  const found = (await catalogue()).find((product) => product.title === title);
  if (!found) throw new Error(`No hay un producto "${title}" en el catálogo de prueba`);
  return found;
}

/**
 * Waits until a prerendered store page's enhancement has written the store's answer into the page
 * (the state it shares with React, @agencia/store-client's live/channel.ts): from then on Add to
 * Cart adds before React.
 */
export async function storeAnswered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const live = (window as { __agenciaStoreLive?: { applied: Record<string, unknown> } })
      .__agenciaStoreLive;
    return live !== undefined && Object.keys(live.applied).length > 0;
  });
}

const storeRoutes = `${STORE_API_URL}/store/**`;

/** Makes the storefront API unreachable for this page, as a dropped connection would; answers how to undo it. */
export async function cutStore(page: Page): Promise<() => Promise<void>> {
  const cut = (route: Route) => route.abort("connectionrefused");
  await page.route(storeRoutes, cut);
  return () => page.unroute(storeRoutes, cut);
}

/** A variant in the local storefront's seed shape (`PUT /__admin/store/products/{id}`). */
export interface SeedVariantInput {
  id: string;
  title: string;
  sku: string;
  price: number;
  stock?: number;
}

/**
 * The store as it changes after the build, for this test only: the page's storefront calls and
 * the controls (`/__admin/store`) carry a scope of their own (`X-Store-Scope`), so no other test
 * sees the change.
 */
export async function changingStore(page: Page) {
  const scope = `e2e-${randomUUID()}`;
  await page.route(storeRoutes, (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-store-scope": scope } }),
  );
  const control = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${STORE_API_URL}/__admin/store${path}`, {
      method,
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
        "X-Store-Scope": scope,
      },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  };
  return {
    setStock: (variantId: string, stock: number) =>
      control("PATCH", `/variants/${variantId}`, { stock }),
    addProduct: (id: string, title: string, variants: SeedVariantInput[]) =>
      control("PUT", `/products/${id}`, { title, currency: "ars", variants }),
  };
}

/** Makes the storefront API answer 503 for this page, as an outage would. */
export async function failStore(page: Page): Promise<void> {
  await page.route(storeRoutes, (route) => route.fulfill({ status: 503, body: "{}" }));
}

/** Makes the storefront API answer only after `ms`, as an overloaded service would. */
export async function slowStore(page: Page, ms: number): Promise<void> {
  await page.route(storeRoutes, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined); // the page may have given up meanwhile
  });
}

/**
 * Opens the page of a product unknown at build, and resolves once that page asks the storefront
 * API for it. The shell asks only once it has hydrated, which on a busy machine takes seconds of
 * its own, so a test times the store's answer from the question rather than from the page's load.
 */
export async function openProductShell(page: Page, id: string): Promise<void> {
  const requested = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(`/products/${id}`),
  );
  await page.goto(`/store/products/${id}`);
  await requested;
}

export async function restoreStore(page: Page): Promise<void> {
  await page.unroute(storeRoutes);
}

/** The navbar's cart button, whose name says the count ('Carrito: 3 productos'). */
export const cartButton = (page: Page) => page.getByRole("button", { name: /^Carrito/ });
