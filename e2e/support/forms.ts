import { hivePage } from "@agencia/content/hive";
import { getLanding } from "@agencia/content/landings";
import { getServicePage } from "@agencia/content/service-pages";
import { offerPages } from "@agencia/content/offers";
import type { TextColumn } from "@agencia/local-backend/hostile-inputs";
import { expect, type Locator, type Page } from "@playwright/test";
import { pauseClock } from "./clock";
import { hydrateOnStoppedClock } from "./hydration";
import { openToFill } from "./leads";
import { ARS_OFFER_URL } from "./offers";
import { BACKEND_URL, OFFERS_URL, SITE_URL } from "./urls";

/**
 * Every form of both apps, described once so that a test can run the same steps over all of
 * them: how to open it, where each column is typed, how to fill a valid answer, how it says it is
 * sending, failed or succeeded, and how to get an empty form back after a success.
 */
export interface FormUnderTest {
  name: string;
  url: string;
  /** The requests the form's submission makes (what a fault is injected into). */
  requests: string;
  form(page: Page): Locator;
  /** The label of the field that writes each column, for the columns the form has. */
  fields: Partial<Record<TextColumn, string | RegExp>>;
  /** A valid answer in every required field, with this e-mail (which finds the lead later). */
  fillValid(page: Page, email: string): Promise<void>;
  submit(page: Page): Locator;
  /** The submit button's label while sending. */
  sending: string;
  /**
   * What sending it empty shows: the browser's own report (it moves focus to the first field it
   * refuses) and, for the forms the spec gives one, a toast.
   */
  whenEmpty: { toast?: { title: string; description: string } };
  /** The spec's error, and for the staff sign-in the sentence under the form. */
  failure: { title: string; description: string };
  /** Resolves once the form says the lead was stored. */
  succeeded(page: Page): Promise<void>;
  /** Back to an empty form after a success. */
  again(page: Page): Promise<void>;
  /** What the column holds once stored, when the form writes more than the typed value. */
  stored?: Partial<Record<TextColumn, (typed: string) => string>>;
  /** Leads this form writes (false: the staff sign-in, which writes none). */
  writesLeads: boolean;
}

const CONTACTOS = `${BACKEND_URL}/rest/v1/contactos**`;
const BROWSER_ONLY = {};

type LeadFormDefaults = "requests" | "sending" | "whenEmpty" | "again" | "writesLeads";

/**
 * A form that stores a lead in `contactos`. Unless it says otherwise, it says «Enviando...» while
 * sending, leaves an empty form to the browser's own report, and needs no step to be filled again
 * after a success.
 */
function storesLead(
  form: Omit<FormUnderTest, LeadFormDefaults> & Partial<Pick<FormUnderTest, LeadFormDefaults>>,
): FormUnderTest {
  return {
    requests: CONTACTOS,
    sending: "Enviando...",
    whenEmpty: BROWSER_ONLY,
    again: async () => {},
    writesLeads: true,
    ...form,
  };
}

/** The field of a form that writes that column. */
export function formField(page: Page, form: FormUnderTest, column: TextColumn): Locator {
  const label = form.fields[column];
  if (label === undefined) throw new Error(`${form.name} has no field for ${column}`);
  return form.form(page).getByLabel(label);
}

/** Every control's value (or checked state), to prove a failure kept them all. */
export function formValues(page: Page, form: FormUnderTest): Promise<Array<string | boolean>> {
  return form
    .form(page)
    .locator("input:not([type=hidden]), select, textarea")
    .evaluateAll((controls) =>
      controls.map((control) =>
        control instanceof HTMLInputElement && ["checkbox", "radio"].includes(control.type)
          ? control.checked
          : (control as HTMLInputElement).value,
      ),
    );
}

/**
 * Opens the form with the page's clock stopped (support/clock.ts), hydrated and past the minimum
 * fill time, and fills in a valid answer with `email`; answers every control's value.
 */
export async function fillOnStoppedClock(
  page: Page,
  form: FormUnderTest,
  email: string,
): Promise<Array<string | boolean>> {
  await pauseClock(page);
  await page.goto(form.url);
  await hydrateOnStoppedClock(page);
  await page.clock.runFor(1600); // past the minimum fill time
  await form.fillValid(page, email);
  return formValues(page, form);
}

/** Opens the form ready to type: loaded, hydrated, and past the minimum fill time. */
export async function openForm(page: Page, form: FormUnderTest): Promise<void> {
  await openToFill(page, form.url);
  await expect(form.form(page)).toBeVisible();
}

const toastAppears = (text: string) => async (page: Page) => {
  await expect(page.getByText(text).first()).toBeVisible();
};

const service = getServicePage("automatizaciones-ia")!;
const landing = getLanding("landing-vender-mas")!;

const newsletter = storesLead({
  name: "footer newsletter",
  url: `${SITE_URL}/`,
  form: (page) => page.locator("footer form"),
  fields: { email: "Tu email" },
  async fillValid(page, email) {
    await page.locator("footer").getByLabel("Tu email").fill(email);
  },
  submit: (page) => page.locator("footer").getByRole("button", { name: "Suscribirme" }),
  whenEmpty: { toast: { title: "Error", description: "Por favor, ingresá tu email." } },
  failure: {
    title: "Error en la suscripción",
    description: "Hubo un problema al procesar tu solicitud. Por favor, intentá de nuevo.",
  },
  async succeeded(page) {
    await toastAppears("¡Suscripción exitosa!")(page);
    await expect(page.locator("footer").getByLabel("Tu email")).toHaveValue("");
  },
});

const contact = storesLead({
  name: "contact page",
  url: `${SITE_URL}/contacto`,
  form: (page) => page.locator("form#contacto"),
  fields: { nombre: "Nombre completo", email: "Email", telefono: "Teléfono", mensaje: "Mensaje" },
  async fillValid(page, email) {
    const form = page.locator("form#contacto");
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Teléfono").fill("+54 9 266 455-7788");
    await form.getByLabel("Mensaje").fill("Queremos responder pedidos por WhatsApp.");
  },
  submit: (page) => page.locator("form#contacto").getByRole("button", { name: "Enviar mensaje" }),
  failure: {
    title: "❌ Hubo un error",
    description: "No se pudo enviar tu mensaje. Por favor, intentá de nuevo.",
  },
  async succeeded(page) {
    await toastAppears("✅ ¡Mensaje Enviado!")(page);
    await expect(page.locator("form#contacto").getByLabel("Nombre completo")).toHaveValue("");
  },
  // The message follows the company and the service (spec 000 §3).
  stored: { mensaje: (typed) => `Empresa: N/A\nServicio de interés: N/A\n\n${typed}` },
});

const agenda = storesLead({
  name: "/agenda",
  url: `${SITE_URL}/agenda`,
  form: (page) => page.locator("form#agenda"),
  fields: {
    nombre: "Nombre completo",
    email: "Email",
    telefono: "Teléfono (opcional)",
    mensaje: "¿Qué necesitás?",
  },
  async fillValid(page, email) {
    const form = page.locator("form#agenda");
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Teléfono (opcional)").fill("+54 9 266 455-7788");
    await form.getByLabel("¿Cómo preferís que te contactemos?").selectOption("WhatsApp");
    await form.getByLabel("¿Qué necesitás?").fill("Responder pedidos por WhatsApp.");
  },
  submit: (page) =>
    page.locator("form#agenda").getByRole("button", { name: "Solicitar consulta gratuita" }),
  failure: {
    title: "❌ Hubo un error",
    description: "No se pudo enviar tu solicitud. Por favor, intentá de nuevo.",
  },
  async succeeded(page) {
    await expect(page.getByRole("heading", { name: /^¡Gracias, / })).toBeVisible();
  },
  async again(page) {
    await page.getByRole("button", { name: "Enviar otra solicitud" }).click();
  },
  stored: {
    mensaje: (typed) =>
      `Solicitud de consulta gratuita (30 minutos)\nMedio de contacto preferido: WhatsApp\nTeléfono: +54 9 266 455-7788\n\nNecesidades:\n${typed}`,
  },
});

const partners = storesLead({
  name: "/partners",
  url: `${SITE_URL}/partners`,
  form: (page) => page.locator("form#partners"),
  fields: { nombre: "Nombre completo", email: "Email", telefono: "Teléfono (opcional)" },
  async fillValid(page, email) {
    const form = page.locator("form#partners");
    await form.getByLabel("Nombre completo").fill("Lucas Gómez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("¿Cómo preferís que te contactemos?").selectOption("Llamada");
    await form.getByLabel("Automatizaciones con IA").check();
    await form.getByLabel("Sí, mucha experiencia en ventas").check();
  },
  submit: (page) =>
    page.locator("form#partners").getByRole("button", { name: "Enviar postulación" }),
  failure: {
    title: "❌ Hubo un error",
    description: "No se pudo enviar tu postulación. Por favor, intentá de nuevo.",
  },
  async succeeded(page) {
    await expect(page.getByRole("heading", { name: /^¡Gracias por postularte, / })).toBeVisible();
  },
  async again(page) {
    await page.getByRole("button", { name: "Enviar otra postulación" }).click();
  },
});

function leadForm(name: string, url: string, submitLabel: string): FormUnderTest {
  const locate = (page: Page) => page.locator("form#consulta");
  return storesLead({
    name,
    url,
    form: locate,
    fields: { nombre: "Nombre", email: "Email", telefono: "Teléfono" },
    async fillValid(page, email) {
      await locate(page).getByLabel("Nombre").fill("Juan Díaz");
      await locate(page).getByLabel("Email").fill(email);
      await locate(page).getByLabel("Teléfono").fill("1155667788");
    },
    submit: (page) => locate(page).getByRole("button", { name: submitLabel }),
    failure: {
      title: "Hubo un error",
      description: "No se pudo enviar tu consulta. Por favor, intentá de nuevo.",
    },
    async succeeded(page) {
      await toastAppears("Consulta Enviada!")(page);
      await expect(locate(page).getByLabel("Nombre")).toHaveValue("");
    },
  });
}

const hive = storesLead({
  name: "hive page",
  url: `${SITE_URL}${hivePage.path}`,
  form: (page) => page.locator("form#colmenas"),
  fields: { nombre: "Nombre", email: "Email", telefono: "Teléfono", mensaje: "Mensaje" },
  async fillValid(page, email) {
    const form = page.locator("form#colmenas");
    await form.getByLabel("Nombre").fill("Marta Gómez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Soy").selectOption("productor");
    await form.getByLabel("Mensaje").fill("300 colmenas");
  },
  submit: (page) => page.locator("form#colmenas").getByRole("button", { name: "Enviar consulta" }),
  whenEmpty: { toast: hivePage.form.missingData },
  failure: {
    title: "Hubo un error",
    description: "No se pudo enviar tu consulta. Por favor, intentá de nuevo.",
  },
  async succeeded(page) {
    await expect(page.getByRole("heading", { name: "¡Gracias!" })).toBeVisible();
  },
  // A thank-you view replaces the form for good (spec 001 §4): a new visit brings it back.
  async again(page) {
    await openForm(page, hive);
  },
});

const PAYMENT_LINKS = "https://checkout.example.com/**";

const purchase = storesLead({
  name: "offer purchase form",
  url: ARS_OFFER_URL,
  form: (page) => page.locator("#comprar form"),
  fields: { nombre: "Nombre completo", email: "Email", telefono: "Teléfono (WhatsApp)" },
  async fillValid(page, email) {
    const form = page.locator("#comprar form");
    await form.getByLabel("Nombre completo").fill("Ana Pérez");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Teléfono (WhatsApp)").fill("+54 9 351 555-1234");
    await form.getByLabel(/ciudad/).fill("Córdoba");
  },
  submit: (page) =>
    page.locator("#comprar form").getByRole("button", { name: "Comprar Llave en Mano" }),
  sending: "Procesando...",
  whenEmpty: { toast: offerPages.ars.purchaseForm.messages.incomplete },
  failure: {
    title: "Hubo un error",
    description: "No se pudo procesar tu solicitud. Por favor, intentá de nuevo.",
  },
  async succeeded(page) {
    await toastAppears("Solicitud Recibida!")(page);
  },
  // 2 s after a success the page leaves for the payment link (a stand-in answers it).
  async again(page) {
    await page.waitForURL(PAYMENT_LINKS);
    await openForm(page, purchase);
  },
});

/** Pretends to be the payment provider, so a purchase's redirect stays on this machine. */
export async function fakePaymentProvider(page: Page): Promise<void> {
  await page.route(PAYMENT_LINKS, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Pago</title><h1>Pago</h1>" }),
  );
}

const staffSignIn: FormUnderTest = {
  name: "staff sign-in (/acceso)",
  url: `${SITE_URL}/acceso`,
  requests: `${BACKEND_URL}/auth/v1/token**`,
  form: (page) => page.getByRole("form", { name: "Ingresar" }),
  fields: { email: "Email" },
  async fillValid(page, email) {
    const form = page.getByRole("form", { name: "Ingresar" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/^Contraseña/).fill("secreto-del-equipo");
  },
  submit: (page) =>
    page.getByRole("form", { name: "Ingresar" }).getByRole("button", { name: "Ingresar" }),
  sending: "Ingresando...",
  whenEmpty: BROWSER_ONLY,
  failure: {
    title: "Sign in Failed",
    description: "No pudimos conectar con el servidor. Revisá tu conexión e intentá de nuevo.",
  },
  // Nobody has that account: the server's answer is the sign of a request that went through.
  async succeeded(page) {
    await expect(page.getByRole("form", { name: "Ingresar" }).getByRole("alert")).toHaveText(
      "El email o la contraseña no coinciden. Revisalos e intentá de nuevo.",
    );
  },
  again: async () => {},
  writesLeads: false,
};

export const FORMS = {
  newsletter,
  contact,
  agenda,
  partners,
  servicePage: leadForm(
    "service-page lead form",
    `${SITE_URL}${service.path}`,
    service.form.submitLabel,
  ),
  landing: leadForm("landing lead form", `${OFFERS_URL}/${landing.slug}`, landing.form.submitLabel),
  hive,
  purchase,
  staffSignIn,
} satisfies Record<string, FormUnderTest>;
