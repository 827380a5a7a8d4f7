import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectOneLead, openToFill, uniqueEmail } from "../support/leads";

const validationMessage = (field: Locator) =>
  field.evaluate((el: HTMLInputElement | HTMLSelectElement) => el.validationMessage);

test.describe("/agenda consultation form", () => {
  const form = (page: Page) => page.locator("form#agenda");

  async function fill(page: Page, email: string) {
    await form(page).getByLabel("Nombre completo").fill("Ana Pérez");
    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("Teléfono (opcional)").fill("+54 9 266 455-7788");
    await form(page).getByLabel("¿Cómo preferís que te contactemos?").selectOption("WhatsApp");
    await form(page).getByLabel("¿Qué necesitás?").fill("Responder pedidos por WhatsApp.");
  }

  test("required fields and the e-mail format are refused by the browser", async ({ page }) => {
    await openToFill(page, "/agenda");
    const submit = form(page).getByRole("button", { name: "Solicitar consulta gratuita" });
    await submit.click();
    expect(await validationMessage(form(page).getByLabel("Nombre completo"))).not.toBe("");

    await fill(page, "ana@");
    await submit.click();
    expect(await validationMessage(form(page).getByLabel("Email"))).not.toBe("");
    await expect(page.getByText("✅ ¡Consulta solicitada!")).toHaveCount(0);
  });

  test("the contact method starts on the disabled placeholder and must be chosen", async ({
    page,
  }) => {
    await openToFill(page, "/agenda");
    const method = form(page).getByLabel("¿Cómo preferís que te contactemos?");
    await expect(method).toHaveValue("");
    await expect(method.locator("option").first()).toBeDisabled();
    await form(page).getByLabel("Nombre completo").fill("Ana Pérez");
    await form(page).getByLabel("Email").fill("ana@pyme.com.ar");
    await form(page).getByLabel("¿Qué necesitás?").fill("Un chatbot.");
    await form(page).getByRole("button", { name: "Solicitar consulta gratuita" }).click();
    expect(await validationMessage(method)).not.toBe("");
  });

  test("stores the spec's row, thanks by name, and 'send another' clears every field", async ({
    page,
  }) => {
    const email = uniqueEmail("agenda");
    await openToFill(page, "/agenda");
    await fill(page, email);
    await form(page).getByRole("button", { name: "Solicitar consulta gratuita" }).click();
    await expect(page.getByText("✅ ¡Consulta solicitada!")).toBeVisible();
    await expect(
      page.getByText("Gracias por tu interés. Nos pondremos en contacto con vos a la brevedad."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "¡Gracias, Ana Pérez!" })).toBeVisible();
    await expect(form(page)).toHaveCount(0);

    await expectOneLead(email, {
      nombre: "Ana Pérez",
      email,
      telefono: "+54 9 266 455-7788",
      tipo: "Consulta",
      origen: "Sitio Web - Agenda",
      canal_contacto: "WhatsApp",
      mensaje:
        "Solicitud de consulta gratuita (30 minutos)\nMedio de contacto preferido: WhatsApp\nTeléfono: +54 9 266 455-7788\n\nNecesidades:\nResponder pedidos por WhatsApp.",
      landing_path: "/agenda",
    });

    await page.getByRole("button", { name: "Enviar otra solicitud" }).click();
    for (const label of [
      "Nombre completo",
      "Email",
      "Teléfono (opcional)",
      "¿Cómo preferís que te contactemos?",
      "¿Qué necesitás?",
    ]) {
      await expect(form(page).getByLabel(label)).toHaveValue("");
    }
  });
});

test.describe("/partners", () => {
  const form = (page: Page) => page.locator("form#partners");

  async function fill(page: Page, email: string) {
    await form(page).getByLabel("Nombre completo").fill("Lucas Gómez");
    await form(page).getByLabel("Email").fill(email);
    await form(page).getByLabel("¿Cómo preferís que te contactemos?").selectOption("Llamada");
    await form(page).getByLabel("Automatizaciones con IA").check();
    await form(page).getByLabel("Desarrollo Web a Medida").check();
    await form(page).getByLabel("Sí, mucha experiencia en ventas").check();
  }

  test("required fields and the e-mail format are refused by the browser", async ({ page }) => {
    await openToFill(page, "/partners");
    const submit = form(page).getByRole("button", { name: "Enviar postulación" });
    await submit.click();
    expect(await validationMessage(form(page).getByLabel("Nombre completo"))).not.toBe("");

    await form(page).getByLabel("Nombre completo").fill("Lucas Gómez");
    await form(page).getByLabel("Email").fill("lucas@");
    await submit.click();
    expect(await validationMessage(form(page).getByLabel("Email"))).not.toBe("");

    await form(page).getByLabel("Email").fill("lucas@ventas.com.ar");
    await form(page).getByLabel("¿Cómo preferís que te contactemos?").selectOption("Email");
    await submit.click();
    expect(
      await validationMessage(form(page).getByLabel("Sí, mucha experiencia en ventas")),
    ).not.toBe("");
    await expect(page.getByText("✅ ¡Postulación Recibida!")).toHaveCount(0);
  });

  test("stores the spec's row, thanks by name, and 'send another' clears every field", async ({
    page,
  }) => {
    const email = uniqueEmail("partner");
    await openToFill(page, "/partners");
    await fill(page, email);
    await form(page).getByRole("button", { name: "Enviar postulación" }).click();
    await expect(page.getByText("✅ ¡Postulación Recibida!")).toBeVisible();
    await expect(
      page.getByText(
        "Gracias por tu interés en ser partner. Analizaremos tu perfil y te contactaremos.",
      ),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "¡Gracias por postularte, Lucas Gómez!" }),
    ).toBeVisible();

    await expectOneLead(email, {
      nombre: "Lucas Gómez",
      email,
      telefono: null,
      tipo: "Partner",
      origen: "Sitio Web - Partners",
      canal_contacto: "Llamada",
      mensaje:
        "Servicios: Automatizaciones con IA, Desarrollo Web a Medida\nExperiencia en ventas: si-mucha",
    });

    await page.getByRole("button", { name: "Enviar otra postulación" }).click();
    for (const label of [
      "Nombre completo",
      "Email",
      "Teléfono (opcional)",
      "¿Cómo preferís que te contactemos?",
    ]) {
      await expect(form(page).getByLabel(label)).toHaveValue("");
    }
    for (const box of await form(page).getByRole("checkbox").all())
      await expect(box).not.toBeChecked();
    for (const radio of await form(page).getByRole("radio").all())
      await expect(radio).not.toBeChecked();
  });

  test("the join button scrolls to the form", async ({ page }) => {
    await page.goto("/partners");
    await expect(form(page)).not.toBeInViewport();
    await page.getByRole("link", { name: "Quiero ser partner" }).click();
    await expect(page).toHaveURL(/#postulacion$/);
    await expect(form(page).getByLabel("Nombre completo")).toBeInViewport();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("carries FAQPage JSON-LD with the three questions", async ({ page }) => {
      await page.goto("/partners");
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faq = blocks
        .map((text) => JSON.parse(text))
        .find((data) => data["@type"] === "FAQPage");
      expect(faq?.mainEntity.map((entry: { name: string }) => entry.name)).toEqual([
        "¿Qué puedo ofrecer como partner?",
        "¿Necesito experiencia en ventas o en tecnología?",
        "¿Cómo funciona el modelo de trabajo?",
      ]);
    });
  });
});

test.describe("counters and structured data without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/casos-de-exito shows the final figures", async ({ page }) => {
    await page.goto("/casos-de-exito");
    // The figure drawn over the reserved space is what a visitor sees: a CSS counter
    // (`--stat-count`, the final value until a count-up starts it) between its affixes.
    const drawn = (scope: Locator) =>
      scope.locator('[data-slot="stat-counter"] [data-count-digits]').evaluateAll((figures) =>
        figures.map((figure) => {
          const style = getComputedStyle(figure);
          const affix = (name: string) => JSON.parse(style.getPropertyValue(name)) as string;
          const count = style.getPropertyValue("--stat-count").trim();
          return `${affix("--count-prefix")}${count}${affix("--count-suffix")}`;
        }),
      );
    const band = page.getByRole("region", { name: "Resultados en números" });
    expect(await drawn(band)).toEqual(["500+", "300%", "98%", "150+"]);
    await expect(page.locator("article")).toHaveCount(10);
    expect(await drawn(page.locator("article").first())).toEqual(["70%", "90%", "+45%", "24/7"]);
  });

  test("/nosotros carries Organization JSON-LD with both offices", async ({ page }) => {
    await page.goto("/nosotros");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "Organization");
    expect(
      organization?.department.map(
        (office: { address: { addressLocality: string } }) => office.address.addressLocality,
      ),
    ).toEqual(["San Luis", "Ciudad Autónoma de Buenos Aires"]);
  });

  test("the legal pages show their last-updated date in Spanish and the contact e-mail", async ({
    page,
  }) => {
    await page.goto("/privacidad");
    await expect(page.getByText("Última actualización: 21 de agosto de 2025")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("{email}");
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    await page.goto("/terminos");
    await expect(page.getByText("Última actualización: 11 de julio de 2025")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("{email}");
  });
});
