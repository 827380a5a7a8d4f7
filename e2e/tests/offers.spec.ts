import { expect, test, type Page } from "@playwright/test";
import { pauseClock, runClockUntilVisible } from "../support/clock";
import { fakePaymentProvider } from "../support/forms";
import { holdApp, hydrateOnStoppedClock, notHydrated } from "../support/hydration";
import { cutBackend, expectOneLead, leadsByEmail, uniqueEmail } from "../support/leads";
import { ARS_OFFER_URL as ARS, LATAM_OFFER_URL as LATAM, PROMO_END } from "../support/offers";
import { BACKEND_URL, SITE_URL } from "../support/urls";

/** The default (placeholder) payment links of the build: see apps/offers/app/env.ts. */
const PAYMENT = "https://checkout.example.com";
const ARS_DIY_LINK = `${PAYMENT}/pay/agente-whatsapp-ars-autogestionable`;
const USD_FULL_LINK = `${PAYMENT}/subscribe/agente-whatsapp-usd-llave-en-mano`;

/** Opens an offer page with the clock stopped at `at`, hydrated and past the minimum fill time. */
async function openPaused(page: Page, url: string, at?: Date) {
  await pauseClock(page, at);
  await page.goto(url);
  const moved = await hydrateOnStoppedClock(page);
  await page.clock.runFor(Math.max(0, 1600 - moved));
}

/** Moves the stopped clock until `text` is on screen; returns how far it moved. */
const waitForToast = (page: Page, text: string) => runClockUntilVisible(page, page.getByText(text));

async function fillPurchase(
  page: Page,
  values: { name: string; email: string; phone: string; country?: string; city: string },
) {
  const form = page.locator("#comprar form");
  await form.getByLabel("Nombre completo").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  await form.getByLabel("Teléfono (WhatsApp)").fill(values.phone);
  if (values.country) await form.getByLabel("País").selectOption(values.country);
  await form.getByLabel(/ciudad/).fill(values.city);
  return form;
}

test.describe("offer pages: purchase form", () => {
  test("an incomplete form gets the browser's message and the 'Campos incompletos' toast", async ({
    page,
  }) => {
    await openPaused(page, ARS);
    const form = page.locator("#comprar form");
    await expect(form.getByLabel("País")).toHaveValue("CO");
    await expect(form.getByLabel("País").locator("option")).toHaveCount(21);
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByRole("button", { name: "Comprar Autogestionable" }).click();
    await waitForToast(page, "Campos incompletos");
    await expect(
      page.getByText("Por favor, completa todos los campos requeridos para continuar."),
    ).toBeVisible();
    const message = await form
      .getByLabel("Email")
      .evaluate((el: HTMLInputElement) => el.validationMessage);
    expect(message).not.toBe("");
    await expect(form.getByLabel("Nombre completo")).toHaveValue("Ana Pérez");
    await page.clock.runFor(5000);
    expect(page.url()).toBe(ARS);
  });

  test("a double click stores one row, and the browser goes to the plan's payment link 2 s later", async ({
    page,
  }) => {
    const email = uniqueEmail("oferta-ars");
    await fakePaymentProvider(page);
    // Hold the insert so the 'Procesando...' state can be seen and clicked again.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${BACKEND_URL}/rest/v1/contactos*`, async (route) => {
      await held;
      await route.continue();
    });
    await openPaused(page, ARS);
    const form = await fillPurchase(page, {
      name: "Ana Pérez",
      email,
      phone: "+54 9 351 555-1234",
      country: "AR",
      city: "Córdoba",
    });
    await form.getByRole("button", { name: "Comprar Autogestionable" }).dblclick();
    const buttons = form.getByRole("button", { name: "Procesando..." });
    await expect(buttons).toHaveCount(2);
    await expect(buttons.nth(0)).toBeDisabled();
    await expect(buttons.nth(1)).toBeDisabled();
    await buttons.nth(1).click({ force: true });
    release();

    // The form is cleared when the row is stored; the 2 s to the redirect start then.
    await expect(form.getByLabel("Email")).toHaveValue("");
    const moved = await waitForToast(page, "Solicitud Recibida!");
    await expect(
      page.getByText("Serás redirigido para completar el pago. ¡Gracias!"),
    ).toBeVisible();
    await expect(form.getByLabel("Nombre completo")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    await expect(form.getByLabel("País")).toHaveValue("CO");

    await expectOneLead(email, {
      nombre: "Ana Pérez",
      email,
      telefono: "+54 9 351 555-1234",
      tipo: "Venta Agente WhatsApp",
      origen: "Landing Oferta WhatsApp Renovada",
      mensaje:
        "Solicitud de compra: plan Autogestionable (ARS 45.000)\nCiudad: Córdoba\nPaís: Argentina",
    });

    await page.clock.runFor(1900 - moved);
    expect(page.url()).toBe(ARS);
    await Promise.all([page.waitForURL(ARS_DIY_LINK), page.clock.runFor(100)]);
    await expect(page.locator("h1")).toHaveText("Pago");
    expect(await leadsByEmail(email)).toHaveLength(1);
  });

  test("the LATAM page stores its own tipo and origen and goes to the recurring USD link", async ({
    page,
  }) => {
    const email = uniqueEmail("oferta-latam");
    await fakePaymentProvider(page);
    await openPaused(page, LATAM);
    const form = await fillPurchase(page, {
      name: "Andrés Gómez",
      email,
      phone: "+57 300 123 4567",
      city: "Medellín",
    });
    await form.getByRole("button", { name: "Comprar Llave en Mano" }).click();
    await expect(form.getByLabel("Email")).toHaveValue("");
    const moved = await waitForToast(page, "Solicitud Recibida!");
    await expectOneLead(email, {
      nombre: "Andrés Gómez",
      tipo: "Venta Agente WhatsApp LATAM",
      origen: "Landing Oferta WhatsApp LATAM Renovada",
      mensaje:
        "Solicitud de compra: plan Llave en Mano (USD 140)\nCiudad: Medellín\nPaís: Colombia",
    });
    await page.clock.runFor(1999 - moved);
    expect(page.url()).toBe(LATAM);
    await Promise.all([page.waitForURL(USD_FULL_LINK), page.clock.runFor(1)]);
  });

  for (const { url, wording } of [
    { url: ARS, wording: "intentá" },
    { url: LATAM, wording: "intenta" },
  ]) {
    test(`a failed request keeps the data, says '${wording}' and never redirects (${new URL(url).pathname})`, async ({
      page,
    }) => {
      const email = uniqueEmail("oferta-error");
      await fakePaymentProvider(page);
      await openPaused(page, url);
      await cutBackend(page);
      const form = await fillPurchase(page, {
        name: "Ana Pérez",
        email,
        phone: "+54 9 11 5555-1234",
        city: "Rosario",
      });
      await form.getByRole("button", { name: "Comprar Llave en Mano" }).click();
      // The answer arrives at its own pace; keep the stopped clock moving until the toast is drawn.
      await waitForToast(page, "Hubo un error");
      await expect(
        page.getByText(`No se pudo procesar tu solicitud. Por favor, ${wording} de nuevo.`),
      ).toBeVisible();
      await expect(form.getByLabel("Email")).toHaveValue(email);
      await expect(form.getByLabel(/ciudad/)).toHaveValue("Rosario");
      await expect(form.getByRole("button", { name: "Comprar Llave en Mano" })).toBeEnabled();
      await page.clock.runFor(5000);
      expect(page.url()).toBe(url);
      expect(await leadsByEmail(email)).toEqual([]);
    });
  }
});

test.describe("offer pages: countdown", () => {
  test("after the end the banner says the offer is over and the purchase section has no countdown", async ({
    page,
  }) => {
    await openPaused(page, ARS, new Date(PROMO_END + 60_000));
    await expect(page.getByText("La oferta ha terminado!")).toBeVisible();
    await expect(page.locator('[data-slot="purchase-countdown"]')).toBeHidden();
    await expect(page.getByRole("timer")).toHaveCount(0);
    // Buying still works: only the countdown is gone.
    await expect(page.getByRole("button", { name: "Comprar Llave en Mano" })).toBeEnabled();
  });

  test("before the end both countdowns tick every second, then the offer ends", async ({
    page,
  }) => {
    const day = 86_400_000;
    const left = day + 2 * 3_600_000 + 3 * 60_000 + 10_000;
    await openPaused(page, LATAM, new Date(PROMO_END - left));
    const banner = page.locator('[data-slot="countdown-banner"]');
    const purchase = page.locator('[data-slot="purchase-countdown"]');
    const units = (scope: typeof banner) => scope.locator("[data-unit] > span:first-child");
    // About 1.6 s ran while the page got ready: the seconds show 09 or 08, by the tick's phase.
    await expect(units(banner)).toHaveText(["01", "02", "03", /^0[89]$/]);
    const seconds = Number(await banner.locator('[data-countdown-unit="seconds"]').textContent());
    const at = (second: number) => ["01", "02", "03", String(second).padStart(2, "0")];
    await expect(units(purchase)).toHaveText(at(seconds));
    await page.clock.runFor(1000);
    await expect(units(banner)).toHaveText(at(seconds - 1));
    await expect(units(purchase)).toHaveText(at(seconds - 1));
    await page.clock.runFor(1000);
    await expect(units(banner)).toHaveText(at(seconds - 2));
    await expect(banner).not.toContainText("La oferta ha terminado!", { useInnerText: true });

    await page.clock.fastForward(left);
    await page.clock.runFor(1000);
    await expect(banner).toHaveText("La oferta ha terminado!", { useInnerText: true });
    await expect(purchase).toBeHidden();
  });

  test("the prerendered page says the offer is over (the build's default end), before any JavaScript", async ({
    request,
    browser,
  }) => {
    const html = await (await request.get(ARS)).text();
    expect(html).toMatch(/<p data-when="over"[^>]*>(?:(?!<\/p>).)*La oferta ha terminado!/s);
    expect(html).toMatch(/<div role="timer" data-when="running" hidden=""/);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ARS);
    await expect(page.getByText("La oferta ha terminado!")).toBeVisible();
    for (const running of await page.getByText(/Precio promocional/).all())
      await expect(running).toBeHidden();
    await context.close();
  });

  test("before the end, the countdown shows the visitor's time and ticks before React runs", async ({
    page,
  }) => {
    const left = 2 * 3_600_000 + 5 * 60_000 + 30_000;
    await pauseClock(page, new Date(PROMO_END - left));
    await holdApp(page);
    await page.goto(LATAM);
    const banner = page.locator('[data-slot="countdown-banner"]');
    const shownUnits = banner.locator("[data-unit]:not([hidden]) > span:first-child");
    await expect(banner.getByRole("timer")).toBeVisible();
    await expect(banner.getByText("La oferta ha terminado!")).toBeHidden();
    await expect(shownUnits).toHaveText(["02", "05", "30"]);
    await page.clock.runFor(1000);
    await expect(shownUnits).toHaveText(["02", "05", "29"]);
    await expect(page.locator('[data-slot="purchase-countdown"]')).toBeVisible();
    await notHydrated(page);
  });
});

test.describe("offer pages: social proof and links", () => {
  test("a purchase pops up 8 s after the page opened and stays 5 s", async ({ page }) => {
    await openPaused(page, ARS);
    const popup = page.locator('[data-slot="social-proof-popup"]');
    // Getting ready took its own time on the page's clock, longer on a slow machine.
    const opened = await page.evaluate(() => performance.now());
    await page.clock.runFor(7900 - opened);
    await expect(popup).toBeEmpty();
    await page.clock.runFor(100);
    await expect(popup).toHaveText(/^\S+ de .+ compró (Autogestionable|Llave en Mano)$/);
    const first = await popup.innerText();
    await page.clock.runFor(4900);
    await expect(popup).toHaveText(first);
    await page.clock.runFor(100);
    await expect(popup).toBeEmpty();
    await page.clock.runFor(3000);
    await expect(popup).not.toBeEmpty();
    expect(await popup.innerText()).not.toBe(first);
  });

  test("the demo opens the site's /tiziana in a new tab and every call to action leads to the form", async ({
    page,
  }) => {
    await page.goto(LATAM);
    const demo = page.getByRole("link", { name: "Probar la demo" });
    await expect(demo).toHaveAttribute("href", `${SITE_URL}/tiziana`);
    await expect(demo).toHaveAttribute("target", "_blank");
    for (const name of [
      "Quiero mi agente",
      "Elegir Autogestionable",
      "Elegir Llave en Mano",
      "Elegir mi plan",
    ]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", "#comprar");
    }
    const product = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts
          .map((s) => JSON.parse(s.textContent ?? "{}"))
          .find((json) => json["@type"] === "Product"),
      );
    expect(product.offers).toEqual([
      expect.objectContaining({ name: "Autogestionable", price: "35", priceCurrency: "USD" }),
      expect.objectContaining({ name: "Llave en Mano", price: "140", priceCurrency: "USD" }),
    ]);
  });
});
