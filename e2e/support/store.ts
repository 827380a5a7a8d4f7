import { DEMO_STORE_ID } from "@agencia/content/store";
import type { Page } from "@playwright/test";
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

/** Waits until React has taken over the page (its root sets the flag once hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const storeRoutes = `${STORE_API_URL}/store/**`;

/** Makes the storefront API unreachable for this page, as a dropped connection would. */
export async function cutStore(page: Page): Promise<void> {
  await page.route(storeRoutes, (route) => route.abort("connectionrefused"));
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

export async function restoreStore(page: Page): Promise<void> {
  await page.unroute(storeRoutes);
}

/** The navbar's cart button, whose name says the count ('Carrito: 3 productos'). */
export const cartButton = (page: Page) => page.getByRole("button", { name: /^Carrito/ });
