import { whatsappGreetingFrom } from "@agencia/content/contact-points";
import { getLanding } from "@agencia/content/landings";
import { offersPages } from "@agencia/content/offers-pages";
import { getServicePage } from "@agencia/content/service-pages";
import { sitePages } from "@agencia/content/site-pages";
import { expect, test } from "@playwright/test";
import { named, recordEvents, stayOnPage } from "../support/analytics";
import { fakePaymentProvider, FORMS, type FormUnderTest, openForm } from "../support/forms";
import { holdApp, hydrate, notHydrated } from "../support/hydration";
import { leadsByEmail, uniqueEmail } from "../support/leads";
import { ARS_OFFER_URL } from "../support/offers";
import { cartButton } from "../support/store";
import { OFFERS_URL, SITE_URL, STORE_API_URL } from "../support/urls";

const CONVERSIONS = ["generate_lead", "sign_up"];

/** Each lead form, the event its stored lead counts as, and its form id. */
const LEAD_FORMS: Array<[FormUnderTest, string, string]> = [
  [FORMS.newsletter, "sign_up", "newsletter"],
  [FORMS.contact, "generate_lead", "contact"],
  [FORMS.agenda, "generate_lead", "agenda"],
  [FORMS.partners, "generate_lead", "partners"],
  [FORMS.servicePage, "generate_lead", "landing"],
  [FORMS.landing, "generate_lead", "landing"],
  [FORMS.hive, "generate_lead", "hive"],
  [FORMS.purchase, "generate_lead", "offerArs"],
];

test.describe("a stored lead is one conversion, with no personal data", () => {
  for (const [form, name, formId] of LEAD_FORMS) {
    test(`${form.name}: ${name}`, async ({ page }) => {
      const events = await recordEvents(page);
      await fakePaymentProvider(page);
      const email = uniqueEmail("conversion");
      await openForm(page, form);
      await form.fillValid(page, email);
      expect(named(events, ...CONVERSIONS)).toEqual([]);
      await form.submit(page).click();
      await form.succeeded(page);

      await expect.poll(() => named(events, ...CONVERSIONS).length).toBe(1);
      const [lead] = await leadsByEmail(email);
      const purchase = form === FORMS.purchase ? { value: 180000, currency: "ARS" } : {};
      expect(named(events, ...CONVERSIONS)).toEqual([
        { event: name, tipo: lead!.tipo, origen: lead!.origen, form_id: formId, ...purchase },
      ]);
      const sent = JSON.stringify(events);
      for (const personal of [email, lead!.nombre, lead!.telefono, lead!.mensaje]) {
        if (personal && personal !== "Suscriptor") expect(sent).not.toContain(personal);
      }
      // Leaving for the payment link (the purchase form) or not, it stays one.
      if (form === FORMS.purchase) await page.waitForURL(/checkout\.example\.com/);
      expect(named(events, ...CONVERSIONS)).toHaveLength(1);
    });
  }

  test("a lead stored while its answer was lost counts once, when the outbox learns it after a reload", async ({
    page,
  }) => {
    const events = await recordEvents(page);
    const email = uniqueEmail("conversion-outbox");
    await openForm(page, FORMS.contact);
    // The first insert reaches the database, but its answer never reaches the page.
    let attempts = 0;
    await page.route(FORMS.contact.requests, async (route) => {
      attempts += 1;
      if (attempts > 1) return route.continue();
      await route.fetch();
      return route.abort("connectionreset");
    });
    await FORMS.contact.fillValid(page, email);
    await FORMS.contact.submit(page).click();
    await expect(page.getByText(FORMS.contact.failure.title)).toBeVisible();
    expect(await leadsByEmail(email)).toHaveLength(1);
    expect(named(events, ...CONVERSIONS)).toEqual([]);

    await page.reload();
    await hydrate(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("agencia:outbox"))).toBe("[]");
    await expect.poll(() => named(events, ...CONVERSIONS).length).toBe(1);
    expect(named(events, ...CONVERSIONS)[0]).toMatchObject({
      event: "generate_lead",
      tipo: "Contacto General",
      form_id: "contact",
    });
    // Coming back online flushes the outbox again: nothing is left to count.
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await page.reload();
    await hydrate(page);
    expect(named(events, ...CONVERSIONS)).toHaveLength(1);
    expect(await leadsByEmail(email)).toHaveLength(1);
  });
});

test.describe("the store", () => {
  test("Add to Cart pushes add_to_cart, and checkout begin_checkout, in GA4's ecommerce shape", async ({
    page,
  }) => {
    const events = await recordEvents(page);
    // The hosted checkout is not reached: the event is the buyer's intent, sent before.
    await page.route(`${STORE_API_URL}/**/checkout`, (route) => route.abort("connectionrefused"));
    await page.goto("/store");
    await hydrate(page);
    const title = "Curso online: Automatizá tu pyme con IA";
    await page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
      .getByRole("button", { name: "Add to Cart" })
      .click();
    await expect.poll(() => named(events, "add_to_cart").length).toBe(1);
    const [added] = named(events, "add_to_cart");
    expect(added).toMatchObject({
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      value: expect.any(Number),
      items: [{ item_name: title, quantity: 1, price: expect.any(Number) }],
    });

    await cartButton(page).click();
    await page.getByRole("button", { name: "Finalizar compra" }).click();
    await expect.poll(() => named(events, "begin_checkout").length).toBe(1);
    expect(named(events, "begin_checkout")[0]).toMatchObject({
      currency: added!.currency,
      value: added!.value,
      items: [{ item_name: title, quantity: 1 }],
    });
  });
});

test.describe("contact and demo clicks, before hydration", () => {
  test("WhatsApp links, the chat bubble, Telegram and the demo link each push theirs", async ({
    page,
  }) => {
    const events = await recordEvents(page);
    await stayOnPage(page);
    await holdApp(page);
    await page.goto("/");
    await page.locator("#contenido a[href^='https://wa.me/']").first().click();
    await page.locator("#contenido a[href^='https://t.me/']").first().click();
    await page.locator("[data-slot=floating-whatsapp]").click();
    await page.locator("[data-slot=chat-bubble] a").click();
    await page.getByRole("navigation").getByRole("link", { name: "Tiziana" }).first().click();
    await expect
      .poll(() => named(events, "contact", "select_content"))
      .toEqual([
        { event: "contact", method: "whatsapp", placement: "page" },
        { event: "contact", method: "telegram", placement: "page" },
        { event: "contact", method: "whatsapp", placement: "floating-whatsapp" },
        { event: "contact", method: "whatsapp", placement: "chat-bubble" },
        { event: "select_content", content_type: "demo", content_id: "/tiziana" },
      ]);
    await notHydrated(page);
  });
});

test.describe("the chat link names the page of origin, in the prerendered HTML", () => {
  test.use({ javaScriptEnabled: false });

  const service = getServicePage("automatizaciones-ia")!;
  const landing = getLanding("landing-atencion-cliente")!;
  const pages: Array<[string, string, boolean]> = [
    [ARS_OFFER_URL, offersPages.ofertaAgenteWhatsapp.title, false],
    [`${OFFERS_URL}/${landing.slug}`, landing.seo.title, false],
    [`${SITE_URL}${service.path}`, service.seo.title, true],
    [`${SITE_URL}${sitePages.hive.path}`, sitePages.hive.title, true],
  ];

  const messageOf = (href: string | null) => new URL(href ?? "").searchParams.get("text");

  for (const [url, title, hasBubble] of pages) {
    test(new URL(url).pathname, async ({ page }) => {
      await page.goto(url);
      const greeting = whatsappGreetingFrom(title);
      expect(greeting).toContain(`«${title}»`);
      const button = page.locator("[data-slot=floating-whatsapp]");
      expect(messageOf(await button.getAttribute("href"))).toBe(greeting);
      if (hasBubble) {
        const bubble = page.locator("[data-slot=chat-bubble] a");
        expect(messageOf(await bubble.getAttribute("href"))).toBe(greeting);
      }
    });
  }

  test("other pages keep the site's greeting", async ({ page }) => {
    await page.goto("/");
    expect(
      messageOf(await page.locator("[data-slot=floating-whatsapp]").getAttribute("href")),
    ).toBe("Hola! Vengo del sitio web y me gustaría hablar con un asesor.");
  });
});
