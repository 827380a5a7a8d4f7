import { expect, test } from "@playwright/test";
import { cutBackend, leadsByEmail, readyToFill, restoreBackend, uniqueEmail } from "../support/leads";

test.describe("footer newsletter", () => {
  test("stores exactly the spec's row and clears the field", async ({ page }) => {
    const email = uniqueEmail("newsletter");
    await page.goto("/");
    await readyToFill(page);
    const footer = page.locator("footer");
    await footer.getByLabel("Tu email").fill(email);
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByText("¡Suscripción exitosa!")).toBeVisible();
    await expect(page.getByText("Gracias por unirte a nuestro boletín.")).toBeVisible();
    await expect(footer.getByLabel("Tu email")).toHaveValue("");
    const [lead, ...others] = await leadsByEmail(email);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      nombre: "Suscriptor",
      email,
      tipo: "suscripcion",
      origen: "formulario_suscripcion",
      telefono: null,
      canal_contacto: null,
      mensaje: null,
      landing_path: "/",
    });
    expect(Date.now() - new Date(lead!.fecha).getTime()).toBeLessThan(60_000);
  });

  test("lets the browser refuse a malformed e-mail before anything is sent", async ({ page }) => {
    await page.goto("/");
    await readyToFill(page);
    const input = page.locator("footer").getByLabel("Tu email");
    await input.fill("ana@");
    await page.locator("footer").getByRole("button", { name: "Suscribirme" }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe("");
    expect(await leadsByEmail("ana@")).toEqual([]);
  });

  test("with the backend unreachable shows the error, keeps the e-mail, and delivers it later once", async ({ page }) => {
    const email = uniqueEmail("offline");
    await page.goto("/");
    await readyToFill(page);
    await cutBackend(page);
    const footer = page.locator("footer");
    await footer.getByLabel("Tu email").fill(email);
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByText("Error en la suscripción")).toBeVisible();
    await expect(
      page.getByText("Hubo un problema al procesar tu solicitud. Por favor, intentá de nuevo."),
    ).toBeVisible();
    await expect(footer.getByLabel("Tu email")).toHaveValue(email);
    expect(await leadsByEmail(email)).toEqual([]);

    await restoreBackend(page);
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => leadsByEmail(email).then((rows) => rows.length)).toBe(1);
    // The visitor also clicks again: the same lead id is reused, so it is still stored once.
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByText("¡Suscripción exitosa!")).toBeVisible();
    await page.reload();
    await page.waitForTimeout(1000);
    expect(await leadsByEmail(email)).toHaveLength(1);
  });
});

test.describe("contact page form", () => {
  test("stores the spec's row with the composed message", async ({ page }) => {
    const email = uniqueEmail("contacto");
    await page.goto("/contacto");
    await readyToFill(page);
    const form = page.locator("form#contacto");
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Empresa").fill("Ferretería Sur");
    await form.getByLabel("Teléfono").fill("+54 9 266 455-7788");
    await form.getByLabel("Servicio de interés").selectOption("Agentes Conversacionales");
    await form.getByLabel("Mensaje").fill("Queremos responder pedidos por WhatsApp.");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("✅ ¡Mensaje Enviado!")).toBeVisible();
    await expect(
      page.getByText("Gracias por contactarnos. Nos pondremos en contacto con vos a la brevedad."),
    ).toBeVisible();
    await expect(form.getByLabel("Nombre completo")).toHaveValue("");
    const leads = await leadsByEmail(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      nombre: "Ana Pérez",
      telefono: "+54 9 266 455-7788",
      tipo: "Contacto General",
      origen: "Sitio Web - Contacto",
      canal_contacto: "Formulario de Contacto",
      mensaje:
        "Empresa: Ferretería Sur\nServicio de interés: Agentes Conversacionales\n\nQueremos responder pedidos por WhatsApp.",
    });
  });

  test("required fields are refused by the browser with its own message", async ({ page }) => {
    await page.goto("/contacto");
    await readyToFill(page);
    const form = page.locator("form#contacto");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    const message = await form
      .getByLabel("Nombre completo")
      .evaluate((el: HTMLInputElement) => el.validationMessage);
    expect(message).not.toBe("");
    await expect(page.getByText("✅ ¡Mensaje Enviado!")).toHaveCount(0);
  });

  test("a backend failure shows the spec's error and keeps every value", async ({ page }) => {
    const email = uniqueEmail("contacto-falla");
    await page.goto("/contacto");
    await readyToFill(page);
    await page.route("**/rest/v1/contactos**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"code":"XX000","message":"boom","details":null,"hint":null}' }),
    );
    const form = page.locator("form#contacto");
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Mensaje").fill("Hola");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    await expect(page.getByText("❌ Hubo un error")).toBeVisible();
    await expect(page.getByText("No se pudo enviar tu mensaje. Por favor, intentá de nuevo.")).toBeVisible();
    await expect(form.getByLabel("Nombre completo")).toHaveValue("Ana Pérez");
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Mensaje")).toHaveValue("Hola");
  });

  test("the action cards lead to the form and to WhatsApp", async ({ page }) => {
    await page.goto("/contacto");
    await page.getByRole("link", { name: "Solicitar presupuesto" }).click();
    await expect(page).toHaveURL(/#formulario$/);
    await expect(page.locator("form#contacto")).toBeInViewport();
    const whatsapp = page.getByRole("link", { name: "Abrir WhatsApp" });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  });
});
