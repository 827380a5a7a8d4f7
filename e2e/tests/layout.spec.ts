import { serviceSlugs } from "@agencia/content/services";
import { CART_STORAGE_KEY } from "@agencia/store-client/cart";
import { named, recordEvents } from "../support/analytics";
import { expect, test } from "@playwright/test";
import type { Locator } from "@playwright/test";
import { holdApp, hydrate, notHydrated, throttleCpu } from "../support/hydration";

const GREETING = "Hola! Vengo del sitio web y me gustaría hablar con un asesor.";
const TRANSPARENT = "rgba(0, 0, 0, 0)";

/** Holds the element's CSS animations where they are `ms` after they started with the page. */
async function atMoment(element: Locator, ms: number): Promise<void> {
  await element.evaluate((el, time) => {
    for (const animation of el.getAnimations()) {
      animation.pause();
      animation.currentTime = time;
    }
  }, ms);
}

test.describe("navbar", () => {
  test("links every main page and the consultation button, and marks the current page", async ({
    page,
  }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Principal" });
    const links = [
      ["Inicio", "/"],
      ["Servicios", "/servicios"],
      ["Nosotros", "/nosotros"],
      ["Tiziana", "/tiziana"],
      ["Partners", "/partners"],
      ["Contacto", "/contacto"],
    ] as const;
    for (const [label, href] of links) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(nav.getByRole("link", { name: "Solicitá una Consulta" })).toHaveAttribute(
      "href",
      "/agenda",
    );
    await expect(nav.getByRole("link", { name: "Inicio", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Nosotros", exact: true })).not.toHaveAttribute(
      "aria-current",
    );
    const underline = await nav
      .getByRole("link", { name: "Inicio", exact: true })
      .evaluate((link) => getComputedStyle(link).textDecorationLine);
    expect(underline).toContain("underline");
  });

  test("once hydrated, a link the pointer rests on has its page fetched before the click, and the click goes there", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/");
    await hydrate(page);
    await page.waitForLoadState("networkidle");
    const about = /^\/assets\/about-[\w-]+\.js$/;
    expect(fetched).not.toContainEqual(expect.stringMatching(about));

    const link = page.getByRole("navigation", { name: "Principal" }).getByRole("link", {
      name: "Nosotros",
      exact: true,
    });
    await link.hover();
    await expect.poll(() => fetched).toContainEqual(expect.stringMatching(about));
    await link.click();
    await expect(page).toHaveURL(/\/nosotros$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("is transparent at the top and turns translucent after 20 px of scroll, before hydration too", async ({
    page,
  }) => {
    await holdApp(page);
    await page.goto("/");
    const header = page.locator("header[data-slot=navbar]");
    const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(background).toBe(TRANSPARENT);
    await page.evaluate(() => window.scrollTo(0, 15));
    await expect.poll(background).toBe(TRANSPARENT);
    await page.evaluate(() => window.scrollTo(0, 25));
    await expect.poll(background).not.toBe(TRANSPARENT);
    const style = await header.evaluate((el) => getComputedStyle(el).backdropFilter);
    expect(style).toContain("blur");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(background).toBe(TRANSPARENT);
    await notHydrated(page);
  });

  test("stays translucent at the top of any /servicios/ page", async ({ page }) => {
    await page.goto("/servicios/automatizaciones-ia");
    const header = page.locator("header[data-slot=navbar]");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      TRANSPARENT,
    );
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("opens at the first tap on a slow phone before hydration; the toggle, Escape and a tap outside close it, and a link leads on", async ({
    page,
  }) => {
    await throttleCpu(page);
    await holdApp(page);
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Menú" });
    const menu = page.locator("#menu-movil");
    await expect(menu).toBeHidden();
    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Solicitá una Consulta" })).toBeVisible();
    await notHydrated(page);
    await toggle.tap();
    await expect(menu).toBeHidden();
    await toggle.tap();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await toggle.tap();
    await page.touchscreen.tap(200, 700);
    await expect(menu).toBeHidden();
    await toggle.tap();
    await menu.getByRole("link", { name: "Nosotros" }).tap();
    await expect(page).toHaveURL(/\/nosotros$/);
    await expect(page.locator("#menu-movil")).toBeHidden();
  });

  test("a menu opened before hydration stays open once React has hydrated", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menú" }).tap();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("#menu-movil")).toBeVisible();
  });

  test("once hydrated, choosing a link navigates in the app and closes the menu", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrate(page);
    await page.getByRole("button", { name: "Menú" }).click();
    const menu = page.locator("#menu-movil");
    await menu.getByRole("link", { name: "Nosotros" }).click();
    await expect(page).toHaveURL(/\/nosotros$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });
});

test.describe("cart button", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  const line = {
    productId: "p",
    variantId: "v",
    title: "Curso online: Automatizá tu pyme con IA",
    variantTitle: "Acceso por un año",
    image: null,
    quantity: 2,
    unitAmount: 5_900_000,
    currencyCode: "ars",
    currency: null,
    stock: null,
  };

  test("opens the cart at the first tap before hydration; an empty cart says so, and × closes it", async ({
    page,
  }) => {
    await holdApp(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Carrito vacío" }).tap();
    const sheet = page.getByRole("dialog", { name: "Tu carrito" });
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText("Tu carrito está vacío");
    await notHydrated(page);
    await sheet.getByRole("button", { name: "Cerrar" }).tap();
    await expect(sheet).toBeHidden();
  });

  test("with a cart stored in this browser, the sheet says it is loading until React has read it, never that it is empty", async ({
    page,
  }) => {
    await page.addInitScript(([key, lines]) => localStorage.setItem(key, lines), [
      CART_STORAGE_KEY,
      JSON.stringify([line]),
    ] as const);
    const release = await holdApp(page);
    await page.goto("/");
    await page.locator("[data-slot=cart-button]").tap();
    const sheet = page.getByRole("dialog", { name: "Tu carrito" });
    await expect(sheet).toBeVisible();
    // The site's CSS writes it in place of the empty state (apps/site/app/app.css).
    const said = await sheet
      .locator("[data-slot=cart-empty]")
      .evaluate((empty) => getComputedStyle(empty, "::before").content);
    expect(said).toBe('"Cargando tu carrito…"');
    await expect(sheet.getByText("Tu carrito está vacío")).toBeHidden();
    release();
    await expect(sheet).toContainText(line.title);
    await expect(page.getByTestId("cart-count")).toHaveText("2");
  });
});

test.describe("footer", () => {
  test("has the three link groups, the contact block and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    const services = footer.getByRole("navigation", { name: "Servicios" });
    for (const slug of serviceSlugs) {
      await expect(services.locator(`a[href="/servicios/${slug}"]`)).toHaveCount(1);
    }
    const quick = footer.getByRole("navigation", { name: "Enlaces rápidos" });
    for (const href of ["/", "/nosotros", "/casos-de-exito", "/blog", "/contacto", "/partners"]) {
      await expect(quick.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const legal = footer.getByRole("navigation", { name: "Legal" });
    for (const href of ["/privacidad", "/terminos", "/mapa-del-sitio"]) {
      await expect(legal.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    const whatsapp = footer.locator('a[href^="https://wa.me/"]');
    await expect(whatsapp).toHaveCount(2);
    for (const link of await whatsapp.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(footer).toContainText("San Luis and Buenos Aires, Argentina");
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByLabel("Tu email")).toHaveAttribute("type", "email");
  });
});

test.describe("floating helpers", () => {
  test("the WhatsApp button pops in after 1 s, shows its tooltip and opens the prefilled chat", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.locator("[data-slot=floating-whatsapp]");
    await expect(button).toHaveAttribute("target", "_blank");
    const href = await button.getAttribute("href");
    expect(new URL(href!).searchParams.get("text")).toBe(GREETING);
    // The entrance is a CSS animation delayed by one second: check the delay and both ends of it.
    const opacityAt = (ms: number) =>
      button.evaluate((el, time) => {
        const [animation] = el.getAnimations();
        animation!.pause();
        animation!.currentTime = time;
        return Number(getComputedStyle(el).opacity);
      }, ms);
    expect(await button.evaluate((el) => getComputedStyle(el).animationDelay)).toBe("1s");
    expect(await opacityAt(900)).toBe(0);
    expect(await opacityAt(1800)).toBe(1);
    await button.evaluate((el) => el.getAnimations()[0]!.finish());
    const tooltip = button.getByRole("tooltip");
    await expect(tooltip).toHaveText("¿Necesitas ayuda?");
    await expect(tooltip).toHaveCSS("opacity", "0");
    await button.hover();
    await expect(tooltip).toHaveCSS("opacity", "1");
  });

  test("the chat bubble appears at 5 s, hides at 45 s, and closes on ×", async ({ page }) => {
    await page.goto("/");
    const bubble = page.locator("[data-slot=chat-bubble]");
    // Its timing is a CSS animation (it holds before hydration): read the page at given moments.
    await expect(bubble).toBeHidden();
    await atMoment(bubble, 4900);
    await expect(bubble).toBeHidden();
    await atMoment(bubble, 5600);
    await expect(bubble).toBeVisible();
    await expect(bubble).toContainText("Soy Tiziana");
    await expect(bubble).toContainText("¿En qué puedo ayudarte?");
    await atMoment(bubble, 44_900);
    await expect(bubble).toBeVisible();
    await atMoment(bubble, 45_100);
    await expect(bubble).toBeHidden();

    // The × closes it natively, before React runs.
    await holdApp(page);
    await page.reload();
    await atMoment(bubble, 5600);
    await bubble.getByRole("button", { name: "Cerrar mensaje" }).click();
    await expect(bubble).toBeHidden();
    await notHydrated(page);
  });

  test("clicking the chat bubble opens WhatsApp with the greeting and closes the bubble", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const bubble = page.locator("[data-slot=chat-bubble]");
    await atMoment(bubble, 5600);
    await context.route("https://wa.me/**", (route) => route.fulfill({ body: "WhatsApp" }));
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      bubble.getByRole("link").click(),
    ]);
    expect(new URL(popup.url()).searchParams.get("text")).toBe(GREETING);
    await expect(bubble).toBeHidden();
  });

  test("on a phone, the chat bubble moves up to make room for the back-to-top button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await holdApp(page);
    await page.goto("/");
    const bubble = page.locator("[data-slot=chat-bubble]");
    const button = page.getByRole("button", { name: "Volver arriba" });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await atMoment(bubble, 5600);
    // Its move is a short transition: read where it ends.
    await bubble.evaluate((el) => el.getAnimations().forEach((animation) => animation.finish()));
    const bubbleBox = (await bubble.boundingBox())!;
    const buttonBox = (await button.boundingBox())!;
    expect(bubbleBox.y + bubbleBox.height).toBeLessThanOrEqual(buttonBox.y);
    await notHydrated(page);
  });

  test("the back-to-top button appears after 300 px and scrolls smoothly to the top, before hydration too", async ({
    page,
  }) => {
    await holdApp(page);
    await page.goto("/");
    const button = page.getByRole("button", { name: "Volver arriba" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 290));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
    await notHydrated(page);
  });
});

test.describe("navigation", () => {
  test("every route change scrolls to the top and reports a page view", async ({ page }) => {
    const events = await recordEvents(page);
    await page.goto("/");
    // The document reports its own view as it loads, hydrated or not; hydration adds none.
    await expect.poll(() => named(events, "page_view").length).toBe(1);
    await hydrate(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Nosotros" }).click();
    await expect(page).toHaveURL(/\/nosotros$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect
      .poll(() => named(events, "page_view").map((view) => view.page_path))
      .toEqual(["/", "/nosotros"]);
  });

  test("an unknown path answers 404 with a page that leads back home", async ({ page }) => {
    const response = await page.goto("/esto-no-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  });

  test("an unknown service page is the not-found page before and after React takes over", async ({
    page,
  }) => {
    const response = await page.goto("/servicios/no-existe");
    expect(response?.status()).toBe(404);
    await hydrate(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No encontramos esta página");
    await expect(page.getByRole("link", { name: "Volver al inicio" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("toasts", () => {
  test("an empty newsletter shows the spec's error, sends nothing, and shows one toast at a time, before and after hydration", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/rest/v1/")) requests.push(request.url());
    });
    const release = await holdApp(page);
    await page.goto("/");
    const footer = page.locator("footer");
    const toasts = page.locator(
      "[data-slot=early-toast], [data-sonner-toast]:not([data-removed=true])",
    );
    const send = () => footer.getByRole("button", { name: "Suscribirme" }).click();

    await send();
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toContainText("Error");
    await expect(toasts.first()).toContainText("Por favor, ingresá tu email.");
    await send();
    await expect(toasts).toHaveCount(1);
    await notHydrated(page);

    release();
    await hydrate(page);
    await send();
    await expect(page.locator("[data-sonner-toast]").first()).toContainText(
      "Por favor, ingresá tu email.",
    );
    await expect(toasts).toHaveCount(1);
    expect(requests).toEqual([]);
  });

  test("after hydration a toast answers the pointer: hovering holds it expanded, a swipe up dismisses it", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrate(page);
    await page.locator("footer").getByRole("button", { name: "Suscribirme" }).click();
    const toast = page.locator("[data-sonner-toast]:not([data-removed=true])");
    await expect(toast).toContainText("Por favor, ingresá tu email.");
    await expect(toast).toHaveAttribute("data-expanded", "false");

    await toast.hover();
    await expect(toast).toHaveAttribute("data-expanded", "true");
    // The toast also closes by itself after a few seconds: record that a swipe is what closed it.
    await page.evaluate(() => {
      const seen = document.documentElement.dataset;
      new MutationObserver(() => {
        if (document.querySelector("[data-sonner-toast][data-swipe-out=true]")) seen.swipedOut = "";
      }).observe(document.body, { subtree: true, attributeFilter: ["data-swipe-out"] });
    });
    // From the toast's padding: a drag that starts on its text selects the text instead.
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 6, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 6, box.y - 80, { steps: 8 });
    await page.mouse.up();
    await expect(page.locator("html[data-swiped-out]")).toHaveCount(1);
    await expect(toast).toHaveCount(0);
  });
});
