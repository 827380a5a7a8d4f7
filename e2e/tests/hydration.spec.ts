import { expect, test, type Page } from "@playwright/test";
import { pauseClock } from "../support/clock";
import { fakePaymentProvider, FORMS, formField, formValues } from "../support/forms";
import {
  breakApp,
  holdApp,
  hydrate,
  notHydrated,
  runClockUntilHydrated,
  scriptRequests,
  APP_MODULE,
  throttleCpu,
} from "../support/hydration";
import { leadsByEmail, readyToType, uniqueEmail } from "../support/leads";
import { ARS_OFFER_URL, PROMO_END } from "../support/offers";

const EARLY_SCRIPT = /^\/assets\/early-[\w-]+\.js$/;
/** The page's start module (under 1 KB): fetched once the page has loaded, run on the first gesture. */
const START_SCRIPT = /^\/assets\/start-[\w-]+\.js$/;
/** The Core Web Vitals reporter, which the analytics head script loads once the page is idle. */
const WEB_VITALS = "/web-vitals.js";

test.describe("loading the app", () => {
  test("a content page requests only the early script, its start module and the web-vitals reporter until the visitor's first gesture: reading and scrolling load nothing more", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    const vitalsRequested = page.waitForRequest((request) => request.url().endsWith(WEB_VITALS));
    await page.goto("/");
    await vitalsRequested;
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, 2000));
    await page.mouse.wheel(0, 400);
    await page.waitForLoadState("networkidle");
    expect(scripts.toSorted()).toEqual([
      expect.stringMatching(EARLY_SCRIPT),
      expect.stringMatching(START_SCRIPT),
      WEB_VITALS,
    ]);
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
    // The page's clock stops only once Playwright's clock has caught up with it, which may be
    // a few hundred milliseconds into a loaded machine's navigation.
    const opened = await page.evaluate(() => performance.now());
    await page.clock.runFor(4800 - opened);
    await notHydrated(page);
    await page.clock.runFor(200);
    // Past the deadline, the app loads as soon as the page is idle (at the latest 1 s later).
    expect(await runClockUntilHydrated(page)).toBeLessThanOrEqual(1000);
  });
});

test.describe("every form before React has taken over", () => {
  for (const form of Object.values(FORMS)) {
    test(`${form.name}: sent empty, it answers at once with the spec's feedback and sends nothing`, async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/rest/v1/") || request.url().includes("/auth/v1/"))
          requests.push(request.url());
      });
      await holdApp(page);
      await page.goto(form.url);
      await form.submit(page).click();
      const { toast } = form.whenEmpty;
      if (toast) {
        const shown = page.locator("[data-slot=early-toast]");
        await expect(shown).toContainText(toast.title);
        await expect(shown).toContainText(toast.description);
      }
      // The browser (or, for a field it does not check, the early script) points at the field.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.matches("input, textarea, select")))
        .toBe(true);
      await notHydrated(page);
      expect(requests).toEqual([]);
    });

    test(`${form.name}: sent filled in, it says it is sending at once, and React sends it once hydrated`, async ({
      page,
    }) => {
      const email = uniqueEmail("antes-de-react");
      if (form === FORMS.purchase) await fakePaymentProvider(page);
      const release = await holdApp(page);
      await page.goto(form.url);
      await readyToType(page);
      await form.fillValid(page, email);
      await form.submit(page).click();
      const sending = form.form(page).getByRole("button", { name: form.sending }).first();
      await expect(sending).toBeVisible();
      await expect(sending).toBeDisabled();
      await notHydrated(page);

      release();
      await form.succeeded(page);
      if (form.writesLeads) expect(await leadsByEmail(email)).toHaveLength(1);
    });
  }

  test("on a slow phone (CPU 4×) the contact form shows it is sending at the first tap", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const form = FORMS.contact;
    await throttleCpu(page);
    const release = await holdApp(page);
    await page.goto(form.url);
    await readyToType(page);
    const email = uniqueEmail("telefono-lento");
    await form.fillValid(page, email);
    // At 4× the tap comes about when the chat bubble pops in (5 s after load), over the bottom of
    // the screen where the filled-in form leaves its button: a tap there would open the chat.
    await form.submit(page).evaluate((button) => button.scrollIntoView({ block: "center" }));
    await form.submit(page).tap();
    const sending = form.form(page).getByRole("button", { name: form.sending });
    await expect(sending).toBeDisabled();
    await notHydrated(page);
    release();
    await form.succeeded(page);
    expect(await leadsByEmail(email)).toHaveLength(1);
    await context.close();
  });
});

test.describe("when the app's code cannot load (a deploy replaced it)", () => {
  const form = FORMS.contact;

  /**
   * The reloaded page's early script has run: it shows its notice for 4 s from then, while `load`
   * may come seconds later on a busy machine (images), so the notice is looked for from here.
   */
  const reloadedPage = (page: Page) => page.waitForEvent("domcontentloaded");

  /** Fills the contact form, sends it, waits for the reload that follows; answers the values. */
  async function sendUntilReload(page: Page, email: string) {
    await page.goto(form.url);
    await readyToType(page);
    await form.fillValid(page, email);
    const values = await formValues(page, form);
    const reloaded = reloadedPage(page);
    await form.submit(page).click();
    await reloaded;
    return values;
  }

  test("a form being sent reloads the page, keeps every value, says so, and is stored once", async ({
    page,
  }) => {
    const email = uniqueEmail("recarga");
    // The first load of the app's code fails; the one after the reload waits for the test.
    let attempts = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(APP_MODULE, async (route) => {
      attempts += 1;
      if (attempts === 1) return route.fulfill({ status: 404, body: "Not found" });
      await released;
      await route.continue();
    });
    const values = await sendUntilReload(page, email);
    await expect(
      page.getByText("El sitio se actualizó mientras completabas el formulario"),
    ).toBeVisible();
    expect(await formValues(page, form)).toEqual(values);
    await expect(form.form(page).getByRole("button", { name: form.sending })).toBeDisabled();

    release();
    await form.succeeded(page);
    expect(await leadsByEmail(email)).toHaveLength(1);
    expect(attempts).toBe(2);
  });

  test("if it still cannot load after that reload, the visitor is told and keeps the values", async ({
    page,
  }) => {
    const email = uniqueEmail("sin-codigo");
    await breakApp(page);
    const values = await sendUntilReload(page, email);
    await expect(page.getByText("No pudimos cargar el sitio")).toBeVisible();
    expect(await formValues(page, form)).toEqual(values);
    await expect(form.submit(page)).toBeEnabled();
    expect(await leadsByEmail(email)).toEqual([]);
  });

  test("a password is never kept: the e-mail comes back, and the visitor is asked for the password", async ({
    page,
  }) => {
    const signIn = FORMS.staffSignIn;
    await breakApp(page, 1);
    await page.goto(signIn.url);
    await signIn.fillValid(page, "equipo@impulsoia.com.ar");
    const reloaded = reloadedPage(page);
    await signIn.submit(page).click();
    await reloaded;
    await expect(page.getByText("escribí tu contraseña de nuevo")).toBeVisible();
    await expect(formField(page, signIn, "email")).toHaveValue("equipo@impulsoia.com.ar");
    await expect(signIn.form(page).getByLabel(/^Contraseña/)).toHaveValue("");
  });
});
