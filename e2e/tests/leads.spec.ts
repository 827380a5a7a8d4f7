import { expect, test, type Page, type Route } from "@playwright/test";
import {
  fakePaymentProvider,
  fillOnStoppedClock,
  FORMS,
  type FormUnderTest,
  formValues,
  openForm,
} from "../support/forms";
import { runClockUntilVisible } from "../support/clock";
import { hydrate } from "../support/hydration";
import {
  cutBackend,
  expectOneLead,
  leadsByEmail,
  openToFill,
  restoreBackend,
  uniqueEmail,
} from "../support/leads";

test.describe("footer newsletter", () => {
  test("stores exactly the spec's row and clears the field", async ({ page }) => {
    const email = uniqueEmail("newsletter");
    await openToFill(page, "/");
    const footer = page.locator("footer");
    await footer.getByLabel("Tu email").fill(email);
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByText("¡Suscripción exitosa!")).toBeVisible();
    await expect(page.getByText("Gracias por unirte a nuestro boletín.")).toBeVisible();
    await expect(footer.getByLabel("Tu email")).toHaveValue("");
    const lead = await expectOneLead(email, {
      nombre: "Suscriptor",
      email,
      tipo: "suscripcion",
      origen: "formulario_suscripcion",
      telefono: null,
      canal_contacto: null,
      mensaje: null,
      landing_path: "/",
    });
    expect(Date.now() - new Date(lead.fecha).getTime()).toBeLessThan(60_000);
  });

  test("lets the browser refuse a malformed e-mail before anything is sent", async ({ page }) => {
    await openToFill(page, "/");
    const input = page.locator("footer").getByLabel("Tu email");
    await input.fill("ana@");
    await page.locator("footer").getByRole("button", { name: "Suscribirme" }).click();
    expect(await input.evaluate((el: HTMLInputElement) => el.validationMessage)).not.toBe("");
    expect(await leadsByEmail("ana@")).toEqual([]);
  });

  test("with the backend unreachable shows the error, keeps the e-mail, and delivers it later once", async ({
    page,
  }) => {
    const email = uniqueEmail("offline");
    await openToFill(page, "/");
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
    expect(await leadsByEmail(email)).toHaveLength(1);
  });

  test("a lead whose sending failed is delivered by the outbox after a reload, once", async ({
    page,
  }) => {
    const email = uniqueEmail("recarga");
    await openToFill(page, "/");
    // Only the first attempt fails; every insert records whether it left the reloaded page.
    let reloaded = false;
    const inserts: { afterReload: boolean; status: number | "refused" }[] = [];
    await page.route(FORMS.newsletter.requests, async (route) => {
      if (inserts.length === 0) {
        inserts.push({ afterReload: reloaded, status: "refused" });
        return route.abort("connectionrefused");
      }
      const response = await route.fetch();
      inserts.push({ afterReload: reloaded, status: response.status() });
      return route.fulfill({ response });
    });
    const footer = page.locator("footer");
    await footer.getByLabel("Tu email").fill(email);
    await footer.getByRole("button", { name: "Suscribirme" }).click();
    await expect(page.getByText("Error en la suscripción")).toBeVisible();
    expect(await leadsByEmail(email)).toEqual([]);

    reloaded = true;
    await page.reload();
    await hydrate(page);
    await expect
      .poll(() => inserts)
      .toEqual([
        { afterReload: false, status: "refused" },
        { afterReload: true, status: 201 },
      ]);
    expect(await leadsByEmail(email)).toHaveLength(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("agencia:outbox"))).toBe("[]");
  });
});

test.describe("contact page form", () => {
  test("stores the spec's row with the composed message", async ({ page }) => {
    const email = uniqueEmail("contacto");
    await openToFill(page, "/contacto");
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
    await expectOneLead(email, {
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
    await openToFill(page, "/contacto");
    const form = page.locator("form#contacto");
    await form.getByRole("button", { name: "Enviar mensaje" }).click();
    const message = await form
      .getByLabel("Nombre completo")
      .evaluate((el: HTMLInputElement) => el.validationMessage);
    expect(message).not.toBe("");
    await expect(page.getByText("✅ ¡Mensaje Enviado!")).toHaveCount(0);
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

/** What each fault does to a form's request, as a browser would see it. */
const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  "the backend is unreachable": (route) => route.abort("connectionrefused"),
  "the backend answers 500": (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"code":"XX000","details":null,"hint":null,"message":"Internal Server Error"}',
    }),
};

/** How long the forms' clients wait for an answer (REQUEST_TIMEOUT_MS in @agencia/leads). */
const CLIENT_LIMIT_MS = 8000;

async function openWithValidAnswers(page: Page, form: FormUnderTest, email: string) {
  if (form === FORMS.purchase) await fakePaymentProvider(page);
  await openForm(page, form);
  await form.fillValid(page, email);
  return formValues(page, form);
}

/** The spec's error is on screen, every value is where the visitor left it, nothing was stored. */
async function expectFailureKeptEverything(
  page: Page,
  form: FormUnderTest,
  email: string,
  values: Array<string | boolean>,
) {
  await expect(page.getByText(form.failure.title, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(form.failure.description).first()).toBeVisible();
  expect(await formValues(page, form)).toEqual(values);
  if (form.writesLeads) expect(await leadsByEmail(email)).toEqual([]);
}

/** Once the backend answers again, the same submission stores the lead, once. */
async function expectStoredOnceWhenBack(page: Page, form: FormUnderTest, email: string) {
  await form.submit(page).click();
  await form.succeeded(page);
  if (form.writesLeads) expect(await leadsByEmail(email)).toHaveLength(1);
}

test.describe("every form when the backend fails", () => {
  for (const form of Object.values(FORMS)) {
    test(`${form.name}: unreachable, then answering 500, shows the spec's error each time, keeps every value, and stores the lead once when back`, async ({
      page,
    }) => {
      const email = uniqueEmail("falla");
      const logged: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") logged.push(message.text());
      });
      const values = await openWithValidAnswers(page, form, email);
      for (const [fault, answer] of Object.entries(FAULTS)) {
        await test.step(fault, async () => {
          let attempts = 0;
          await page.route(form.requests, (route) => {
            attempts += 1;
            return answer(route);
          });
          await form.submit(page).click();
          // The previous step's toast may still be on screen: wait until this attempt is over.
          await expect.poll(() => attempts).toBeGreaterThan(0);
          await expect(form.form(page).getByRole("button", { name: form.sending })).toHaveCount(0);
          await expectFailureKeptEverything(page, form, email, values);
          await page.unroute(form.requests);
        });
      }
      // Each failure is logged (spec 000 §8, spec 001 §4).
      if (form.writesLeads)
        expect(
          logged.filter((text) => text.includes("No se pudo guardar el contacto")),
        ).toHaveLength(2);
      await expectStoredOnceWhenBack(page, form, email);
    });
  }

  for (const form of Object.values(FORMS)) {
    test(`${form.name}: a backend that never answers: shows it is sending, gives up at the client's 8 s limit with its error and every value kept, and stores the lead once later`, async ({
      page,
    }) => {
      const email = uniqueEmail("lenta");
      if (form === FORMS.purchase) await fakePaymentProvider(page);
      // The page's clock only moves when the test moves it: the 8 s pass at once, and the
      // error's toast stays until it has been read.
      const values = await fillOnStoppedClock(page, form, email);
      // The request is held, never answered: only the client's own limit can end the wait.
      let sent!: () => void;
      const inFlight = new Promise<void>((resolve) => (sent = resolve));
      await page.route(form.requests, () => sent());

      await form.submit(page).click();
      const sending = form.form(page).getByRole("button", { name: form.sending }).first();
      await expect(sending).toBeDisabled();
      // The client starts counting when the request leaves (its code may still be loading before).
      await inFlight;
      await page.clock.runFor(CLIENT_LIMIT_MS - 1);
      await expect(sending).toBeDisabled();
      await page.clock.runFor(1);
      await runClockUntilVisible(page, page.getByText(form.failure.title, { exact: true }).first());
      await expectFailureKeptEverything(page, form, email, values);

      await page.unroute(form.requests);
      await page.clock.resume();
      await expectStoredOnceWhenBack(page, form, email);
    });
  }
});
