import { SERVICE_ROLE_KEY } from "@agencia/local-backend/keys";
import { TEXT_CASES, type TextCase, type TextColumn } from "@agencia/local-backend/hostile-inputs";
import { expect, test, type Page } from "@playwright/test";
import {
  fakePaymentProvider,
  FORMS,
  type FormUnderTest,
  formField,
  openForm,
} from "../support/forms";
import { newStaffSession, useStaffSession } from "../support/staff";
import { BACKEND_URL } from "../support/urls";

/*
 * The hostile-input corpus (packages/local-backend/src/testing/hostile-inputs.ts) typed into the
 * real fields of every form in Chromium. Each case is refused with its Spanish message (or the
 * browser's own, where an <input type="email"> refuses first) and nothing is sent, or it is
 * stored byte for byte; then the staff panel shows what was stored, and nothing in it runs.
 *
 * What runs where, to keep this near two minutes on two cores: the whole text corpus goes
 * through the contact form, which has a field for every column and stays on the page after a
 * success (two tests side by side, one page load each, ~75 cases; after a refusal only the
 * identity and the case's field are typed again). Every other form gets a slice of four to six cases on
 * one page, chosen for what that form does differently: the hive form checks without the
 * browser's e-mail check (so addresses Chromium refuses reach our rules and the database), the
 * newsletter and the purchase form report in a toast, /agenda and /partners show the name on
 * their thank-you screen, the landing runs in the other app, and /acceso hands the e-mail to
 * the auth server. The corpus's API and client-rule checks run in full in Vitest (local-backend
 * and leads). The contact form writes a preamble into mensaje, so the cases at exactly the
 * message limit go through the hive form instead.
 */

const byName = new Map(TEXT_CASES.map((testCase) => [testCase.name, testCase]));
const cases = (...names: string[]): TextCase[] =>
  names.map((name) => {
    const found = byName.get(name);
    if (!found) throw new Error(`No case "${name}" in the corpus`);
    return found;
  });

/** Characters as Postgres counts them. */
const characters = (text: string) => [...text].length;

/** A word no other test writes, so this test's leads can be found in the table and the panel. */
const newMarker = () => `hx${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Attempt {
  testCase: TextCase;
  /** The e-mail and name the lead was sent with (one of them carries the marker). */
  email: string;
  nombre: string;
  outcome: "stored" | "refused";
}

/** Counts the form's submissions that leave the browser. */
function countRequests(page: Page, form: FormUnderTest): () => number {
  const prefix = form.requests.replace(/\*+$/, "");
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().startsWith(prefix)) count += 1;
  });
  return () => count;
}

/**
 * Types one case into its field of an otherwise valid answer, submits, and checks the outcome.
 * `filled`: the form still holds a valid answer (a refusal keeps the values), so only the
 * identity and the case's field are typed again.
 */
async function attempt(
  page: Page,
  form: FormUnderTest,
  testCase: TextCase,
  identity: { email: string; nombre: string },
  sent: () => number,
  filled = false,
): Promise<Attempt> {
  if (filled) await formField(page, form, "email").fill(identity.email);
  else await form.fillValid(page, identity.email);
  if (form.fields.nombre && testCase.column !== "nombre")
    await formField(page, form, "nombre").fill(identity.nombre);
  const field = formField(page, form, testCase.column);
  await field.fill(testCase.value);
  const email = testCase.column === "email" ? testCase.value : identity.email;
  const nombre = testCase.column === "nombre" ? testCase.value : identity.nombre;
  const browserRefusal = await field.evaluate((input: HTMLInputElement) =>
    input.form?.noValidate || input.validity.valid ? "" : input.validationMessage,
  );
  const before = sent();
  const message = testCase.form === "stored" ? null : testCase.form.message;
  // A toast left by an earlier case must not pass for this one's: those on the page are marked.
  await page
    .locator("[data-sonner-toast]")
    .evaluateAll((toasts) => toasts.forEach((toast) => toast.setAttribute("data-earlier", "")));
  await form.submit(page).click();
  if (browserRefusal) {
    // The browser's own check (its message is in the browser's language) stops the submission.
    expect(sent(), testCase.name).toBe(before);
    return { testCase, email, nombre, outcome: "refused" };
  }
  if (message) {
    const shown = page.getByText(message).and(page.locator(":not([data-earlier] *)"));
    await expect(shown.first(), testCase.name).toBeVisible();
    expect(sent(), testCase.name).toBe(before);
    return { testCase, email, nombre, outcome: "refused" };
  }
  await form.succeeded(page);
  await form.again(page);
  return { testCase, email, nombre, outcome: "stored" };
}

/** Runs the cases through one form on one page; every case gets its own e-mail and name. */
async function runCases(page: Page, form: FormUnderTest, marker: string, list: TextCase[]) {
  const sent = countRequests(page, form);
  const columns = Object.keys(form.fields) as TextColumn[];
  await form.fillValid(page, "");
  const valid = new Map<TextColumn, string>();
  for (const column of columns) valid.set(column, await formField(page, form, column).inputValue());
  const attempts: Attempt[] = [];
  for (const [index, testCase] of list.entries()) {
    const identity = {
      email: `h${index}.${marker}@pyme.com.ar`,
      nombre: `Caso ${index} ${marker}`,
    };
    const previous = attempts.at(-1);
    await test.step(testCase.name, async () => {
      // After a refusal the other answers are still there: put back the valid one it replaced.
      const filled = previous?.outcome === "refused";
      if (filled)
        await formField(page, form, previous.testCase.column).fill(
          valid.get(previous.testCase.column)!,
        );
      attempts.push(await attempt(page, form, testCase, identity, sent, filled));
    });
  }
  return attempts;
}

interface Lead {
  id: string;
  nombre: string;
  email: string;
  telefono: string | null;
  mensaje: string | null;
}

/** The leads of this run, read with the service key. */
async function leadsWith(marker: string): Promise<Lead[]> {
  const filter = encodeURIComponent(`(email.ilike.*${marker}*,nombre.ilike.*${marker}*)`);
  const response = await fetch(
    `${BACKEND_URL}/rest/v1/contactos?select=id,nombre,email,telefono,mensaje&or=${filter}`,
    {
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Lead[];
}

const utf8 = (text: string | null | undefined) => [...Buffer.from(text ?? "", "utf8")];

/** Exactly the stored attempts are in the table, each column byte for byte; refused ones are not. */
function expectStoredVerbatim(form: FormUnderTest, attempts: Attempt[], leads: Lead[]) {
  const stored = attempts.filter((entry) => entry.outcome === "stored");
  for (const entry of stored) {
    const lead = leads.find((row) => row.email === entry.email && row.nombre === entry.nombre);
    expect(lead, entry.testCase.name).toBeDefined();
    const { column, value } = entry.testCase;
    const expected = form.stored?.[column]?.(value) ?? value;
    expect(utf8(lead?.[column]), entry.testCase.name).toEqual(utf8(expected));
  }
  expect(leads).toHaveLength(stored.length);
  // Whatever the corpus says is stored was stored, unless the browser refused it first.
  for (const entry of attempts) {
    if (entry.testCase.form === "stored" && entry.outcome === "refused")
      expect(
        entry.testCase.column,
        `${entry.testCase.name}: only an e-mail may be refused by the browser`,
      ).toBe("email");
  }
}

/** Records every dialog a payload might open. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

interface PageState {
  hostil: unknown;
  handlers: number;
  injected: number;
  javascriptUrls: number;
}

/** What a payload would leave behind if it ran or was parsed as markup. */
function pageState(page: Page): Promise<PageState> {
  return page.evaluate(() => {
    const root = document.querySelector("main") ?? document.body;
    const elements = [...root.querySelectorAll("*")];
    return {
      hostil: (window as unknown as { __hostil?: unknown }).__hostil ?? null,
      handlers: elements.filter((element) =>
        [...element.attributes].some((attribute) => /^on/i.test(attribute.name)),
      ).length,
      injected: root.querySelectorAll(
        "script:not([type='application/ld+json']), style, iframe, object, embed, img[src='x'], circle",
      ).length,
      javascriptUrls: root.querySelectorAll("[href^='javascript:' i], [src^='javascript:' i]")
        .length,
    };
  });
}

const CLEAN: PageState = { hostil: null, handlers: 0, injected: 0, javascriptUrls: 0 };

/** No payload ran: no dialog, no global set, nothing injected beyond what the page itself has. */
async function expectNothingRan(page: Page, dialogs: string[], before: PageState = CLEAN) {
  expect(dialogs).toEqual([]);
  expect(await pageState(page)).toEqual({ ...before, hostil: null });
}

/**
 * The staff panel (at phone width, where each lead is a card) lists every stored lead of the
 * run with its name, e-mail and message as typed, without scrolling sideways; the detail of each lead carrying markup or a
 * template shows it as text; and nothing ran.
 */
async function expectShownInertInPanel(page: Page, marker: string, leads: Lead[]) {
  await page.setViewportSize({ width: 390, height: 844 });
  await useStaffSession(page, await newStaffSession(`staff.${marker}@pyme.com.ar`));
  const dialogs = watchDialogs(page);
  const pages = Math.max(1, Math.ceil(leads.length / 20));
  const shown: string[] = [];
  for (let number = 1; number <= pages; number += 1) {
    await page.goto(`/panel?buscar=${marker}${number > 1 ? `&pagina=${number}` : ""}`);
    await expect(
      page.getByText(new RegExp(`^Mostrando \\d+–\\d+ de ${leads.length}$`)),
    ).toBeVisible();
    // A 120-letter name without a space, or a long e-mail, wraps: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const cards = page.locator("main ul li > button");
    const texts = await cards.evaluateAll((buttons) =>
      buttons.map((button) => button.textContent ?? ""),
    );
    shown.push(...texts);
    for (const [index, text] of texts.entries()) {
      const lead = leads.find((row) => text.includes(row.email) && text.includes(row.nombre));
      if (!lead || !/[<{]/.test(`${lead.nombre}${lead.email}${lead.mensaje ?? ""}`)) continue;
      await cards.nth(index).click();
      const detail = page.getByRole("dialog");
      await expect(detail).toBeVisible();
      const content = (await detail.textContent()) ?? "";
      for (const value of [lead.nombre, lead.email, lead.mensaje ?? ""])
        expect(content).toContain(value);
      await page.keyboard.press("Escape");
      await expect(detail).toBeHidden();
    }
    await expectNothingRan(page, dialogs);
  }
  for (const lead of leads) {
    const card = shown.find((text) => text.includes(lead.nombre) && text.includes(lead.email));
    expect(card, lead.nombre).toBeDefined();
    // The card clamps the message to two lines with CSS; its text is all there.
    if (lead.mensaje) expect(card).toContain(lead.mensaje);
  }
}

test.describe("hostile input typed into the forms", () => {
  // The whole text corpus through the contact form, a column per test so they run side by side.
  const contactCases = TEXT_CASES.filter(
    (testCase) =>
      !(
        testCase.column === "mensaje" &&
        testCase.form === "stored" &&
        characters(FORMS.contact.stored!.mensaje!(testCase.value)) > 5000
      ),
  );
  const columns = [
    { title: "names", column: "nombre" },
    { title: "e-mails", column: "email" },
    { title: "phones", column: "telefono" },
    { title: "messages", column: "mensaje" },
  ];
  for (const { title, column } of columns) {
    const list = contactCases.filter((testCase) => testCase.column === column);
    test(`the contact form, ${title}: every case of the corpus refused in Spanish or stored byte for byte, and inert in the panel`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const form = FORMS.contact;
      const marker = newMarker();
      const dialogs = watchDialogs(page);
      await openForm(page, form);
      const before = await pageState(page);
      const attempts = await runCases(page, form, marker, list);
      await expectNothingRan(page, dialogs, before);
      const leads = await leadsWith(marker);
      expectStoredVerbatim(form, attempts, leads);
      expect(leads.length).toBeGreaterThan(0);
      await expectShownInertInPanel(page, marker, leads);
    });
  }

  const slices: Array<{ form: FormUnderTest; why: string; names: string[] }> = [
    {
      form: FORMS.hive,
      why: "checks e-mails itself (no browser check), and takes messages at the limit",
      names: [
        "a quoted local part",
        "a script element as the e-mail",
        "a no-break space in the e-mail",
        "a message of exactly 5000 characters",
        "a message of 5000 emoji (10000 UTF-16 units)",
        "a message of 5001 emoji",
      ],
    },
    {
      form: FORMS.agenda,
      why: "shows the name on its thank-you screen",
      names: [
        "a script element as the name",
        "a name of 121 letters",
        "SQL in the phone",
        "templates of five engines",
      ],
    },
    {
      form: FORMS.partners,
      why: "shows the name on its thank-you screen",
      names: [
        "an image with onerror as the name",
        "a right-to-left override before the name",
        "an e-mail whose domain has no dot",
        "a phone of five digits",
      ],
    },
    {
      form: FORMS.landing,
      why: "runs in the offers app",
      names: [
        "Chinese",
        "stacked combining marks",
        "a NUL byte in the name",
        "a phone in full-width digits",
        "an event handler on a bold name",
      ],
    },
    {
      form: FORMS.servicePage,
      why: "the same form on the site's service pages",
      names: ["Arabic", "an Angular-style sandbox escape", "a bell inside the phone"],
    },
    {
      form: FORMS.purchase,
      why: "reports problems in a toast, and leaves for the payment page after a success",
      names: ["a NUL byte in the name", "a phone in Arabic-Indic digits", "Bobby Tables"],
    },
  ];

  for (const { form, why, names } of slices) {
    test(`${form.name} (${why}): its slice is refused in Spanish or stored byte for byte, and inert`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const marker = newMarker();
      const dialogs = watchDialogs(page);
      if (form === FORMS.purchase) await fakePaymentProvider(page);
      await openForm(page, form);
      const before = await pageState(page);
      const attempts = await runCases(page, form, marker, cases(...names));
      await expectNothingRan(page, dialogs, before);
      const leads = await leadsWith(marker);
      expectStoredVerbatim(form, attempts, leads);
      await expectShownInertInPanel(page, marker, leads);
    });
  }

  test("the footer newsletter: e-mails refused in Spanish (in the toast), by the browser, or stored byte for byte", async ({
    page,
  }) => {
    const form = FORMS.newsletter;
    const since = new Date().toISOString();
    const dialogs = watchDialogs(page);
    await openForm(page, form);
    const before = await pageState(page);
    const sent = countRequests(page, form);
    const list = cases(
      "a plus address",
      "an e-mail whose domain has no dot",
      "a NUL byte in the e-mail",
      "a comment in the e-mail",
      "an e-mail of 255 characters",
    );
    for (const testCase of list) {
      await test.step(testCase.name, async () => {
        const result = await attempt(page, form, testCase, { email: "", nombre: "" }, sent);
        const response = await fetch(
          `${BACKEND_URL}/rest/v1/contactos?select=email&tipo=eq.suscripcion&fecha=gte.${since}`,
          { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
        );
        const rows = ((await response.json()) as Array<{ email: string }>).filter(
          (row) => row.email === testCase.value,
        );
        expect(rows.map((row) => utf8(row.email))).toEqual(
          result.outcome === "stored" ? [utf8(testCase.value)] : [],
        );
        if (testCase.form === "stored" && testCase.value.includes("+"))
          expect(result.outcome).toBe("stored");
      });
    }
    await expectNothingRan(page, dialogs, before);
  });

  test("the staff sign-in: hostile e-mails are refused in Spanish or reach the auth server, which refuses them without a 5xx", async ({
    page,
  }) => {
    const form = FORMS.staffSignIn;
    const dialogs = watchDialogs(page);
    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(`${BACKEND_URL}/auth/v1/token`))
        statuses.push(response.status());
    });
    await openForm(page, form);
    const before = await pageState(page);
    const sent = countRequests(page, form);
    // Accepted addresses alternate with refused ones, so each answer is a fresh one.
    const list = cases(
      "a script element as the e-mail",
      "an e-mail with nothing after the @",
      "an international e-mail",
      "a NUL byte in the e-mail",
      "an e-mail of 255 characters",
    );
    const attempts: Attempt[] = [];
    for (const testCase of list) {
      await test.step(testCase.name, async () => {
        attempts.push(await attempt(page, form, testCase, { email: "", nombre: "" }, sent));
      });
    }
    expect(attempts.map((entry) => entry.outcome)).toEqual(
      list.map((testCase) => (testCase.form === "stored" ? "stored" : "refused")),
    );
    await expect
      .poll(() => statuses.length)
      .toBe(attempts.filter((entry) => entry.outcome === "stored").length);
    for (const status of statuses) expect(status).toBe(400);
    await expectNothingRan(page, dialogs, before);
  });
});
