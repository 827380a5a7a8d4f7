import { CART_STORAGE_KEY } from "@agencia/store-client/cart";
import { expect, test, type Page } from "@playwright/test";
import { displayPrice, shownVariant, variantPrice, type StoreProduct } from "@agencia/store-client";
import { holdApp, hydrate, notHydrated } from "../support/hydration";
import { recordLayoutShifts, settledLayoutShifts } from "../support/layout-shifts";
import { requestsSettled } from "../support/requests";
import {
  cartButton,
  catalogue,
  changingStore,
  cutStore,
  failStore,
  openProductShell,
  productNamed,
  restoreStore,
  slowStore,
  storeAnswered,
} from "../support/store";
import { named, recordEvents } from "../support/analytics";
import { SITE_URL, STORE_API_URL } from "../support/urls";

const KIT = "Kit de monitoreo de colmenas";
const COURSE = "Curso online: Automatizá tu pyme con IA";
const TEMPLATES = "Plantillas de respuestas para WhatsApp Business";

const card = (page: Page, title: string) =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The page's errors from now on: uncaught ones, and console errors not containing `ignored`. */
function pageErrors(page: Page, ignored?: string): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !(ignored && message.text().includes(ignored)))
      errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

async function openStore(page: Page) {
  await page.goto("/store");
  await hydrate(page);
  await expect(page.getByRole("article").first()).toBeVisible();
}

const MEDIUM = "Mediano (10 colmenas)";

/** On the kit's page: chooses the medium size, two units, and adds them to the cart. */
async function addTwoMediumKits(page: Page) {
  const kit = await productNamed(KIT);
  await page.goto(`/store/products/${kit.id}`);
  await hydrate(page);
  await page.getByText(MEDIUM).click();
  await page.getByRole("button", { name: "Sumar uno" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(cartButton(page)).toHaveAccessibleName("Carrito: 2 productos");
  return kit;
}

async function addFromList(page: Page, title: string) {
  await card(page, title).getByRole("button", { name: "Add to Cart" }).click();
  // A second toast replaces the first, which may still be leaving.
  await expect(page.getByText(`${title} has been added to your cart.`).last()).toBeVisible();
}

test.describe("the catalogue", () => {
  test("shows every product with image, ribbon, price, title and subtitle", async ({ page }) => {
    const products = await catalogue();
    await openStore(page);
    await expect(page.getByRole("article")).toHaveCount(products.length);
    expect(products.length).toBeGreaterThanOrEqual(8);

    const course = card(page, COURSE);
    await expect(course.getByText("Oferta", { exact: true })).toBeVisible();
    await expect(course.getByText("$ 59.000,00")).toBeVisible();
    await expect(course.locator("s")).toHaveText("Precio anterior: $ 89.000,00");
    await expect(course.getByRole("img", { name: COURSE })).toHaveAttribute("width", "800");

    // No subtitle: the spec's fallback. USD prices through the currency's template.
    const templates = card(page, TEMPLATES);
    await expect(templates.getByText("Check out this amazing product!")).toBeVisible();
    await expect(templates.getByText("US$ 19,00")).toBeVisible();

    // No image: a placeholder; not for sale: no way to add it.
    const custom = card(page, "Sistema a medida para tu empresa");
    await expect(custom.getByRole("img", { name: /sin imagen/ })).toBeVisible();
    await expect(custom.getByRole("button", { name: "Currently unavailable" })).toBeDisabled();
  });

  test("adds a product from its card with the spec's toast, and the navbar counts it", async ({
    page,
  }) => {
    await openStore(page);
    await expect(cartButton(page)).toHaveAccessibleName("Carrito vacío");
    await addFromList(page, COURSE);
    await expect(page.getByText("Added to Cart! 🛒")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrito: 1 producto");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  test("sends a product with several variants to its page instead of adding it", async ({
    page,
  }) => {
    const kit = await productNamed(KIT);
    await openStore(page);
    const link = card(page, KIT).getByRole("link", { name: "Add to Cart" });
    await expect(link).toHaveAttribute("href", `/product/${kit.id}`);
    await link.click();
    await expect(page).toHaveURL(`${SITE_URL}/product/${kit.id}`);
    await expect(page.getByRole("heading", { level: 1, name: KIT })).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrito vacío");
  });

  test("is prerendered: the HTML holds every product's name and shown price", async ({
    request,
  }) => {
    const products = (await catalogue()) as unknown as StoreProduct[];
    const html = await (await request.get("/store/")).text();
    for (const product of products) {
      expect(html).toContain(product.title);
      const variant = shownVariant(product);
      if (variant) expect(html).toContain(displayPrice(variantPrice(variant)).current);
    }
  });

  test("keeps the catalogue it was built with when the store cannot be reached", async ({
    page,
  }) => {
    await cutStore(page);
    await openStore(page);
    await expect(page.getByRole("article")).toHaveCount((await catalogue()).length);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("after the build", () => {
  test("once loaded and idle, the store fetches the app's code without starting it", async ({
    page,
  }) => {
    const entry = page.waitForRequest((request) => /\/assets\/entry\.client-/.test(request.url()));
    await page.goto("/store");
    await entry;
    await requestsSettled(page);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  });

  test("a product sold out since says so before React, and its page shows today's stock", async ({
    page,
  }) => {
    const store = await changingStore(page);
    const course = await productNamed(COURSE);
    const kit = await productNamed(KIT);
    await store.setStock(course.variants[0]!.id, 0);
    await store.setStock(kit.variants[0]!.id, 2);

    await page.goto("/store");
    const add = card(page, COURSE).getByRole("button", { name: "Currently unavailable" });
    await expect(add).toBeDisabled();
    await notHydrated(page);

    await page.goto(`/store/products/${kit.id}`);
    await expect(page.getByText("2 in stock!")).toBeVisible();
    await notHydrated(page);
    await hydrate(page);
    await expect(page.getByText("2 in stock!")).toBeVisible();
    await page.getByRole("spinbutton", { name: "Cantidad" }).fill("3");
    await expect(page.getByText("Not enough stock. Only 2 left.")).toBeVisible();
  });

  test("a product added since is listed, and its page is the shell that reads it", async ({
    page,
  }) => {
    const store = await changingStore(page);
    const id = `prod_e2e_${Date.now()}`;
    const title = "Guía nueva de prompts";
    await store.addProduct(id, title, [
      { id: `${id}_v`, title: "PDF", sku: "GUIA-1", price: 1_500_000, stock: 4 },
    ]);

    await page.goto("/store");
    const added = card(page, title);
    await expect(added.getByText("$ 15.000,00")).toBeVisible();
    await added.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(`${SITE_URL}/product/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("4 in stock!")).toBeVisible();

    const response = await page.goto(`/store/products/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Carrito: 1 producto");
  });

  test("a product unknown at build shows the error when the store cannot be reached, and recovers on retry", async ({
    page,
  }) => {
    const store = await changingStore(page);
    const id = `prod_e2e_${Date.now()}`;
    await store.addProduct(id, "Producto nuevo", [
      { id: `${id}_v`, title: "Único", sku: "NUEVO-1", price: 100_000 },
    ]);
    const restore = await cutStore(page);
    await openProductShell(page, id);
    const alert = page.getByRole("alert");
    // Once the read has been retried once.
    await expect(alert).toContainText("Error loading product: Failed to fetch", {
      timeout: 10_000,
    });
    await restore();
    await alert.getByRole("button", { name: "Reintentar" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Producto nuevo" })).toBeVisible();
  });

  test("a product unknown at build gives up on a store that hangs with the error after 8 s", async ({
    page,
  }) => {
    await slowStore(page, 10_000);
    await openProductShell(page, "prod_nuevo_lento");
    await expect(page.getByRole("alert")).toContainText(
      "Error loading product: The store did not answer within 8 seconds",
      { timeout: 15_000 },
    );
    await restoreStore(page);
  });

  test("a product unknown at build reports an outage as 'HTTP {status}: {statusText}'", async ({
    page,
  }) => {
    await failStore(page);
    await openProductShell(page, "prod_nuevo");
    await expect(page.getByRole("alert")).toContainText(
      "Error loading product: HTTP 503: Service Unavailable",
      { timeout: 10_000 },
    );
  });
});

test.describe("a product page", () => {
  test("starts on the first variant; choosing one switches its price and the gallery's image", async ({
    page,
  }) => {
    const kit = await productNamed(KIT);
    await page.goto(`/store/products/${kit.id}`);
    await hydrate(page);
    const gallery = page.getByRole("region", { name: `Imágenes de ${KIT}` });
    // The shown image (the gallery's images are the build's AVIF/WebP copies, named by content).
    const picture = gallery.locator("[data-current] img");
    await expect(page.getByRole("radio", { name: "Chico (4 colmenas)" })).toBeChecked();
    await expect(page.getByText("$ 320.000,00")).toBeVisible();
    await expect(picture).toHaveAttribute("alt", `${KIT} (imagen 1 de 5)`);

    await page.getByText("Mediano (10 colmenas)").click();
    await expect(page.getByRole("radio", { name: "Mediano (10 colmenas)" })).toBeChecked();
    // The medium kit's own picture, fourth in the gallery.
    await expect(picture).toHaveAttribute("alt", `${KIT} (imagen 4 de 5)`);
    await expect(page.getByText("$ 620.000,00")).toBeVisible();
    await expect(page.locator("main s:visible")).toHaveText("Precio anterior: $ 690.000,00");

    // The carousel wraps around both ways.
    await gallery.getByRole("button", { name: "Ver imagen 1 de 5" }).click();
    await gallery.getByRole("button", { name: "Imagen anterior" }).click();
    await expect(gallery.getByText("5 / 5")).toBeVisible();
    await gallery.getByRole("button", { name: "Imagen siguiente" }).click();
    await expect(gallery.getByText("1 / 5")).toBeVisible();
  });

  test("says how much stock is left and refuses what it cannot fill", async ({ page }) => {
    const kit = await productNamed(KIT);
    await page.goto(`/store/products/${kit.id}`);
    await hydrate(page);
    const add = page.getByRole("button", { name: "Add to Cart" });

    await expect(page.getByText("12 in stock!")).toBeVisible();
    await page.getByText("Mediano (10 colmenas)").click();
    await expect(page.getByText("3 in stock!")).toBeVisible();
    await page.getByRole("spinbutton", { name: "Cantidad" }).fill("4");
    await expect(page.getByText("Not enough stock. Only 3 left.")).toBeVisible();
    await expect(add).toBeDisabled();
    await page.getByRole("button", { name: "Restar uno" }).click();
    await expect(add).toBeEnabled();

    await page.getByText("Grande (25 colmenas)").click();
    await expect(page.getByText("Currently unavailable")).toBeVisible();
    await expect(add).toBeDisabled();

    // The quantity never goes under 1.
    await page.getByText("Chico (4 colmenas)").click();
    await page.getByRole("spinbutton", { name: "Cantidad" }).fill("1");
    await expect(page.getByRole("button", { name: "Restar uno" })).toBeDisabled();

    const custom = await productNamed("Sistema a medida para tu empresa");
    await page.goto(`/store/products/${custom.id}`);
    await expect(page.getByText("Currently unavailable")).toBeVisible();
    await expect(add).toBeDisabled();
  });

  test("a size chosen and a quantity typed before React are what React adds to the cart", async ({
    page,
  }) => {
    const kit = await productNamed(KIT);
    const release = await holdApp(page);
    await page.goto(`/store/products/${kit.id}`);
    await page.getByText(MEDIUM).click();
    await page.getByRole("spinbutton", { name: "Cantidad" }).fill("2");
    await notHydrated(page);
    release();
    await hydrate(page);
    await expect(page.getByRole("spinbutton", { name: "Cantidad" })).toHaveValue("2");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`2 × ${KIT} (${MEDIUM})`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrito: 2 productos");
  });

  test("adds the chosen variant and quantity, and refuses more than the stock in the cart", async ({
    page,
  }) => {
    await addTwoMediumKits(page);
    await expect(page.getByText("Added to Cart!", { exact: true })).toBeVisible();
    await expect(page.getByText(`2 × ${KIT} (${MEDIUM})`)).toBeVisible();

    await page.getByRole("button", { name: "Sumar uno" }).click();
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Oh no! Something went wrong.")).toBeVisible();
    await expect(page.getByText("Not enough stock. Only 3 left.").first()).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrito: 2 productos");
  });

  test("carries Product JSON-LD and its own canonical URL, also at /product/{id}", async ({
    page,
  }) => {
    const kit = await productNamed(KIT);
    for (const path of [`/store/products/${kit.id}`, `/product/${kit.id}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      // In the prerendered HTML, before any script.
      expect(await response!.text()).toContain('"@type":"Product"');
      await expect(page.getByRole("heading", { level: 1, name: KIT })).toBeVisible();
      await expect(page).toHaveTitle(`${KIT} | Tienda | Impulso IA`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${SITE_URL}/store/products/${kit.id}`,
      );
      const schemas = await page.locator('script[type="application/ld+json"]').allTextContents();
      const schema = schemas
        .map((text) => JSON.parse(text))
        .find((data) => data["@type"] === "Product");
      expect(schema).toMatchObject({
        "@type": "Product",
        name: KIT,
        brand: { name: "Impulso IA" },
        offers: [
          { price: "320000.00", priceCurrency: "ARS", availability: "https://schema.org/InStock" },
          { price: "620000.00", priceCurrency: "ARS", availability: "https://schema.org/InStock" },
          {
            price: "1450000.00",
            priceCurrency: "ARS",
            availability: "https://schema.org/OutOfStock",
          },
        ],
      });
      expect(schema.image[0]).toMatch(/colmenas-kit\.webp$/);
    }
  });

  test("opened directly, hydrates the prerendered page without errors", async ({ page }) => {
    const errors = pageErrors(page, "Failed to load resource");
    const course = await productNamed(COURSE);
    await page.goto(`/product/${course.id}`);
    await hydrate(page);
    await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
    await expect(page.locator("title")).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test("shows the product error with a way back for an unknown id", async ({ page }) => {
    const response = await page.goto("/store/products/prod_que_no_existe");
    expect(response?.status()).toBe(200);
    // The shell hydrates at load, then asks the store.
    await expect(page.getByRole("alert")).toContainText(
      "Error loading product: HTTP 404: Not Found",
      { timeout: 10_000 },
    );
    await page.getByRole("link", { name: "Volver a la tienda" }).click();
    await expect(page).toHaveURL(`${SITE_URL}/store`);
    await expect(page.getByRole("article").first()).toBeVisible();
  });
});

test.describe("Add to Cart before React has taken over", () => {
  const cartSheet = (page: Page) => page.getByRole("dialog", { name: "Tu carrito" });

  /** React hydrates over the count written before it without an error; the sheet lists the line. */
  async function reactKeeps(page: Page, release: () => void, count: string, line: string) {
    const errors = pageErrors(page);
    release();
    await hydrate(page);
    expect(errors).toEqual([]);
    await expect(page.getByTestId("cart-count")).toHaveText(count);
    await cartButton(page).click();
    await expect(cartSheet(page).getByText(line, { exact: true })).toBeVisible();
  }

  test("a card adds at once: the count, the spec's toast and one add_to_cart; React keeps it", async ({
    page,
  }) => {
    const events = await recordEvents(page);
    const release = await holdApp(page);
    await page.goto("/store");
    await storeAnswered(page);
    await card(page, COURSE).getByRole("button", { name: "Add to Cart" }).click();
    await expect(cartButton(page)).toHaveAccessibleName("Carrito: 1 producto");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(page.getByText(`${COURSE} has been added to your cart.`)).toBeVisible();
    await expect
      .poll(() => named(events, "add_to_cart"))
      .toMatchObject([{ items: [{ item_name: COURSE }] }]);
    // Until React shows the cart, its sheet says it is loading, not that it is empty.
    await cartButton(page).click();
    await expect(cartSheet(page)).toBeVisible();
    await expect(cartSheet(page).getByText("Tu carrito está vacío")).toBeHidden();
    await page.keyboard.press("Escape");
    await notHydrated(page);

    await reactKeeps(page, release, "1", COURSE);
    expect(named(events, "add_to_cart")).toHaveLength(1);
  });

  test("a product page adds the size chosen and the quantity typed, at once", async ({ page }) => {
    const kit = await productNamed(KIT);
    const release = await holdApp(page);
    await page.goto(`/store/products/${kit.id}`);
    await storeAnswered(page);
    await page.getByText(MEDIUM).click();
    await page.getByRole("spinbutton", { name: "Cantidad" }).fill("2");
    await page.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText(`2 × ${KIT} (${MEDIUM})`)).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrito: 2 productos");
    await notHydrated(page);

    await reactKeeps(page, release, "2", MEDIUM);
  });
});

test.describe("the cart", () => {
  test("survives reloads and other pages, with a total per currency", async ({ page }) => {
    await openStore(page);
    await addFromList(page, COURSE);
    await addFromList(page, COURSE);
    await addFromList(page, TEMPLATES);
    await page.reload();
    await hydrate(page);
    await expect(cartButton(page)).toHaveAccessibleName("Carrito: 3 productos");

    await page.goto("/nosotros");
    await cartButton(page).click();
    const sheet = page.getByRole("dialog", { name: "Tu carrito" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText(COURSE)).toBeVisible();
    await expect(
      sheet.getByRole("spinbutton", { name: `Cantidad de ${COURSE} (Acceso por un año)` }),
    ).toHaveValue("2");
    await expect(sheet.getByText("Total en ARS")).toBeVisible();
    await expect(sheet.getByTestId("cart-total")).toHaveText(["$ 118.000,00", "US$ 19,00"]);

    await sheet
      .getByRole("button", { name: `Quitar ${TEMPLATES} (Pack de 50 plantillas)` })
      .click();
    await expect(sheet.getByTestId("cart-total")).toHaveText(["$ 118.000,00"]);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await page.reload();
    await expect(cartButton(page)).toHaveAccessibleName("Carrito: 2 productos");
  });

  test("shows the count without moving the navbar", async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(
        key,
        JSON.stringify([
          {
            productId: "p",
            variantId: "v",
            title: "Curso",
            variantTitle: "Acceso por un año",
            image: null,
            quantity: 3,
            unitAmount: 5_900_000,
            currencyCode: "ars",
            currency: null,
            stock: null,
          },
        ]),
      );
    }, CART_STORAGE_KEY);
    await recordLayoutShifts(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByTestId("cart-count")).toHaveText("3");
    const shifts = await settledLayoutShifts(page);
    // The swap to Inter may nudge an icon by about 0.0001 (see layout-stability.spec.ts).
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.001);
  });

  test("checks out through the hosted page to /success, which empties the cart", async ({
    page,
  }) => {
    const kit = await addTwoMediumKits(page);
    const medium = kit.variants.find((variant) => variant.title === MEDIUM)!;
    const course = await productNamed(COURSE);
    await page.goto("/store");
    await hydrate(page);
    await addFromList(page, COURSE);

    await cartButton(page).click();
    const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    const checkout = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().endsWith("/checkout"),
    );
    await page.getByRole("button", { name: "Finalizar compra" }).click();
    expect((await checkout).postDataJSON()).toEqual({
      items: [
        { variant_id: medium.id, quantity: 2 },
        { variant_id: course.variants[0]!.id, quantity: 1 },
      ],
      successUrl: `${SITE_URL}/success`,
      cancelUrl: `${SITE_URL}/store`,
      locale: "es-AR",
      timeZone,
    });

    // The hosted checkout page of the local storefront.
    await expect(page).toHaveURL(
      new RegExp(`^${STORE_API_URL}/checkout\\?session=cs_[0-9a-f]+&lang=es$`),
    );
    await expect(page.getByRole("heading", { name: "Tu pedido" })).toBeVisible();
    await expect(page.getByText(`${MEDIUM} · 2 ×`)).toBeVisible();
    await expect(page.getByText(COURSE)).toBeVisible();
    await page.getByRole("button", { name: "Pagar" }).click();

    await expect(page).toHaveURL(`${SITE_URL}/success`);
    await expect(page.getByRole("heading", { level: 1, name: "Pago Exitoso" })).toBeVisible();
    await expect(page.getByText("e-mail de confirmación")).toBeVisible();
    await expect(cartButton(page)).toHaveAccessibleName("Carrito vacío");
    expect(await page.evaluate((key) => localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull();
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL(`${SITE_URL}/`);
  });

  test("keeps the cart when the buyer cancels on the payment page", async ({ page }) => {
    await openStore(page);
    await addFromList(page, COURSE);
    await cartButton(page).click();
    await page.getByRole("button", { name: "Finalizar compra" }).click();
    await page.getByRole("link", { name: "Cancelar y volver a la tienda" }).click();
    await expect(page).toHaveURL(`${SITE_URL}/store`);
    await expect(cartButton(page)).toHaveAccessibleName("Carrito: 1 producto");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/store and a product page read whole: names, prices, variants and stock", async ({
    page,
  }) => {
    await page.goto("/store");
    await expect(page.getByRole("heading", { level: 1, name: "Tienda" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount((await catalogue()).length);
    await expect(card(page, COURSE).getByText("$ 59.000,00")).toBeVisible();
    await expect(page.locator("[data-store-loading]")).toHaveCount(0);

    const kit = await productNamed(KIT);
    await page.goto(`/store/products/${kit.id}`);
    await expect(page.getByRole("heading", { level: 1, name: KIT })).toBeVisible();
    await expect(page.getByText("12 in stock!")).toBeVisible();
    await page.getByText(MEDIUM).click();
    await expect(page.getByText("3 in stock!")).toBeVisible();
    await expect(page.getByText("$ 620.000,00")).toBeVisible();
  });

  test("/success confirms the payment with a link home", async ({ page }) => {
    await page.goto("/success");
    await expect(page.getByRole("heading", { level: 1, name: "Pago Exitoso" })).toBeVisible();
    await expect(page.getByText("Recibimos tu pedido")).toBeVisible();
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });

  test("/sitemap-extended lists its five groups and is not indexed", async ({ page }) => {
    await page.goto("/sitemap-extended");
    const kit = await productNamed(KIT);
    await expect(page.getByRole("link", { name: KIT })).toHaveAttribute(
      "href",
      `/store/products/${kit.id}`,
    );
    for (const group of ["Navegación principal", "Servicios", "Tienda", "Landing pages", "Legal"])
      await expect(
        page.getByRole("main").getByRole("heading", { level: 2, name: group }),
      ).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver Carrito" })).toHaveAttribute("href", "/store");
    await expect(page.getByRole("link", { name: "Vender más" })).toHaveAttribute(
      "href",
      /\/landing-vender-mas$/,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
});
