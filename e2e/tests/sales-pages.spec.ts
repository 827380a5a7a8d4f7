import { hivePage, HIVE_SCROLL_OFFSET_PX } from "@agencia/content/hive";
import { getLanding } from "@agencia/content/landings";
import { getServicePage } from "@agencia/content/service-pages";
import { expect, test } from "@playwright/test";
import { expectOneLead, leadsByEmail, openToFill, uniqueEmail } from "../support/leads";
import { OFFERS_URL } from "../support/urls";

const service = getServicePage("automatizaciones-ia")!;
const landing = getLanding("landing-vender-mas")!;

const recent = (fecha: string) => Date.now() - new Date(fecha).getTime() < 60_000;

test.describe("service page lead form", () => {
  test("stores a 'Landing Page Lead' with the page title as origen and clears the form", async ({
    page,
  }) => {
    const email = uniqueEmail("servicio");
    await openToFill(page, service.path);
    const form = page.locator("form#consulta");
    await form.getByLabel("Nombre").fill("Ana Pérez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Teléfono").fill("+54 9 266 455-7788");
    await form.getByRole("button", { name: service.form.submitLabel }).click();
    await expect(page.getByText("Consulta Enviada!")).toBeVisible();
    await expect(
      page.getByText("Gracias por tu interés. Nos pondremos en contacto con vos a la brevedad."),
    ).toBeVisible();
    await expect(form.getByLabel("Nombre")).toHaveValue("");
    await expect(form.getByLabel("Email")).toHaveValue("");
    const lead = await expectOneLead(email, {
      nombre: "Ana Pérez",
      email,
      telefono: "+54 9 266 455-7788",
      tipo: "Landing Page Lead",
      origen: "Automatizaciones con IA",
      mensaje: null,
      rol: null,
    });
    expect(recent(lead.fecha)).toBe(true);
  });

  test("carries Service JSON-LD provided by the agency, and FAQPage with its questions", async ({
    page,
  }) => {
    await page.goto(service.path);
    const schemas = (
      await page.locator('script[type="application/ld+json"]').allTextContents()
    ).map((text) => JSON.parse(text) as Record<string, unknown>);
    const serviceLd = schemas.find((schema) => schema["@type"] === "Service");
    expect(serviceLd).toMatchObject({
      name: "Automatizaciones con IA",
      provider: { "@type": "Organization" },
      areaServed: [{ name: "AR" }, { name: "Latinoamérica" }],
    });
    expect(schemas.some((schema) => schema["@type"] === "FAQPage")).toBe(true);
  });
});

test.describe("hive monitoring page", () => {
  test("'Solicitar Información' glides to the form and stops 80 px below the top", async ({
    page,
  }) => {
    await openToFill(page, hivePage.path);
    await page.getByRole("link", { name: "Solicitar Información" }).click();
    await expect(page).toHaveURL(/#formulario$/);
    const target = page.locator("#formulario");
    await expect
      .poll(() => target.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(HIVE_SCROLL_OFFSET_PX - 2);
    await expect
      .poll(() => target.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThanOrEqual(HIVE_SCROLL_OFFSET_PX + 2);
    await expect(page.locator("form#colmenas").getByLabel("Nombre")).toBeInViewport();
  });

  test("'Conocer más' glides to the features, clear of the navbar", async ({ page }) => {
    await openToFill(page, hivePage.path);
    await page.getByRole("link", { name: "Conocer más" }).click();
    const target = page.locator("#caracteristicas");
    await expect
      .poll(() => target.evaluate((element) => Math.abs(element.getBoundingClientRect().top - 80)))
      .toBeLessThanOrEqual(2);
  });

  test("asks for the missing name and email with 'Faltan datos' and sends nothing", async ({
    page,
  }) => {
    const email = uniqueEmail("colmenas-faltan");
    await openToFill(page, hivePage.path);
    const form = page.locator("form#colmenas");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page.getByText("Faltan datos")).toBeVisible();
    await expect(page.getByText("Por favor, completá tu nombre y email.")).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(email);
    expect(await leadsByEmail(email)).toEqual([]);
  });

  test("stores the spec's row and shows '¡Gracias!' in place of the form", async ({ page }) => {
    const email = uniqueEmail("colmenas");
    await openToFill(page, hivePage.path);
    const form = page.locator("form#colmenas");
    await form.getByLabel("Nombre").fill("Marta Gómez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Teléfono").fill("2664 55-7788");
    await form.getByLabel("Soy").selectOption("inversor");
    await form.getByLabel("Mensaje").fill("Me interesa invertir en el proyecto.");
    await form.getByRole("button", { name: "Enviar consulta" }).click();
    await expect(page.getByRole("heading", { name: "¡Gracias!" })).toBeVisible();
    await expect(page.locator("form#colmenas")).toHaveCount(0);
    const lead = await expectOneLead(email, {
      nombre: "Marta Gómez",
      email,
      telefono: "2664 55-7788",
      tipo: "lead",
      origen: "Landing Apicultura",
      rol: "inversor",
      mensaje: "Me interesa invertir en el proyecto.",
    });
    expect(recent(lead.fecha)).toBe(true);
  });
});

test.describe("pain-point landings", () => {
  test("a visit from an ad stores its UTM parameters and gclid with the lead", async ({ page }) => {
    const email = uniqueEmail("landing-utm");
    const path = "/landing-vender-mas?utm_source=google&utm_campaign=x&gclid=y";
    await openToFill(page, `${OFFERS_URL}${path}`);
    const form = page.locator("form#consulta");
    await form.getByLabel("Nombre").fill("Juan Díaz");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("button", { name: landing.form.submitLabel }).click();
    await expect(page.getByText("Consulta Enviada!")).toBeVisible();
    await expect(form.getByLabel("Nombre")).toHaveValue("");
    await expectOneLead(email, {
      nombre: "Juan Díaz",
      email,
      telefono: null,
      tipo: "Landing Page Lead",
      origen: landing.origen,
      utm_source: "google",
      utm_campaign: "x",
      gclid: "y",
      landing_path: path,
    });
  });

  test.describe("on a 390 × 844 phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    for (const slug of [
      "landing-vender-mas",
      "landing-no-entiendo-tecnologia",
      "landing-organizar-administracion",
    ]) {
      test(`${slug}: the form's first field is above the fold`, async ({ page }) => {
        await page.goto(`${OFFERS_URL}/${slug}`);
        const first = page.locator("form#consulta").getByLabel("Nombre");
        await expect(first).toBeInViewport({ ratio: 1 });
      });
    }
  });
});
