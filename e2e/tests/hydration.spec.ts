import { expect, test, type Page } from "@playwright/test";
import { pauseClock } from "../support/clock";
import { hydrate, scriptRequests } from "../support/hydration";
import { leadsByEmail, uniqueEmail } from "../support/leads";
import { ARS_OFFER_URL, PROMO_END } from "../support/offers";

/** Holds back the app's client entry until `release()`, so the test can act before hydration. */
async function holdHydration(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/entry.client-*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const notHydrated = (page: Page) =>
  expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

test.describe("hydration on the first intent", () => {
  test("a content page requests no JavaScript until the visitor's first gesture", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await notHydrated(page);

    await hydrate(page);
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/));
  });

  test("an offer page hydrates by 5 s without a gesture, before its first social-proof message", async ({
    page,
  }) => {
    await pauseClock(page, new Date(PROMO_END + 60_000));
    await page.goto(ARS_OFFER_URL);
    await page.waitForLoadState("load");
    await page.clock.runFor(4800);
    await notHydrated(page);
    await page.clock.runFor(200);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  });

  test("while the promotion runs, an offer page hydrates right after it loads: the countdown ticks", async ({
    page,
  }) => {
    await pauseClock(page, new Date(PROMO_END - 86_400_000));
    await page.goto(ARS_OFFER_URL);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("timer").first()).toBeVisible();
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a tap on the menu toggle before hydration opens the menu once React takes over", async ({
      page,
    }) => {
      const release = await holdHydration(page);
      await page.goto("/");
      await page.getByRole("button", { name: "Abrir menú" }).click();
      await notHydrated(page);
      release();
      await expect(page.locator("#menu-movil")).toBeVisible();
      await expect(page.getByRole("button", { name: "Cerrar menú" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
    });
  });

  test("a newsletter e-mail typed and sent before hydration is stored once, and never put in the URL", async ({
    page,
  }) => {
    const email = uniqueEmail("antes-de-hidratar");
    const release = await holdHydration(page);
    await page.goto("/nosotros");
    await page.waitForTimeout(1600); // a person's minimum fill time
    const footer = page.locator("footer");
    await footer.getByLabel("Tu email").fill(email);
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await notHydrated(page);
    expect(page.url()).not.toContain("email");

    release();
    await expect(page.getByText("¡Suscripción exitosa!")).toBeVisible();
    await expect(footer.getByLabel("Tu email")).toHaveValue("");
    expect(page.url()).not.toContain("email");
    expect(await leadsByEmail(email)).toMatchObject([
      { email, tipo: "suscripcion", nombre: "Suscriptor" },
    ]);
  });

  test("answers chosen in a form before hydration reach the stored lead", async ({ page }) => {
    const email = uniqueEmail("partner-antes");
    const release = await holdHydration(page);
    await page.goto("/partners");
    await page.waitForTimeout(1600);
    const form = page.locator("form#partners");
    await form.getByLabel("Nombre completo").fill("Lucía Ferreyra");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("¿Cómo preferís que te contactemos?").selectOption("WhatsApp");
    await form.getByLabel("Agentes Conversacionales").check();
    await form.getByLabel("Marketing Digital").check();
    await form.getByLabel("Sí, poca experiencia en ventas").check();
    await form.getByRole("button", { name: "Enviar postulación" }).click();
    await notHydrated(page);

    release();
    await expect(page.getByText("✅ ¡Postulación Recibida!")).toBeVisible();
    expect(await leadsByEmail(email)).toMatchObject([
      {
        nombre: "Lucía Ferreyra",
        canal_contacto: "WhatsApp",
        mensaje:
          "Servicios: Agentes Conversacionales, Marketing Digital\nExperiencia en ventas: si-poca",
      },
    ]);
  });
});
