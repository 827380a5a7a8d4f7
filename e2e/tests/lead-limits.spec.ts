import { type LocalBackend, startLocalBackend } from "@agencia/local-backend";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@agencia/local-backend/keys";
import { expect, type Page, test } from "@playwright/test";
import { named, recordEvents } from "../support/analytics";
import { runClockUntilVisible } from "../support/clock";
import { fillOnStoppedClock, FORMS, formValues } from "../support/forms";
import { setLeadLimits } from "../support/lead-limits";
import { uniqueEmail } from "../support/leads";
import { BACKEND_URL } from "../support/urls";

/**
 * The database's limits on visitors' leads as a person meets them in the browser. The shared
 * backend's limits are lifted for the whole run (support/global-setup.ts), so this file starts a
 * backend of its own, with the product's defaults, and sends the page's inserts there: from this
 * machine, one client address, like the leads it sends first itself.
 */
let backend: LocalBackend;
test.beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, storage: "memory" });
});
test.afterAll(async () => {
  await backend?.close();
});

const CONTACTOS = `${BACKEND_URL}/rest/v1/contactos**`;

/** The page's inserts go to this file's backend; answers how many it has sent. */
async function insertsToOwnBackend(page: Page): Promise<() => number> {
  let sent = 0;
  await page.route(CONTACTOS, async (route) => {
    if (route.request().method() === "POST") sent += 1;
    const response = await route.fetch({
      url: route.request().url().replace(BACKEND_URL, backend.url),
    });
    await route.fulfill({ response });
  });
  return () => sent;
}

async function leadsWith(email: string): Promise<Array<{ id: string }>> {
  const response = await fetch(
    `${backend.url}/rest/v1/contactos?select=id&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  );
  return (await response.json()) as Array<{ id: string }>;
}

/** `count` leads from this machine's address, as a script would post them. */
async function fillTheWindow(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${backend.url}/rest/v1/contactos`, {
      method: "POST",
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({
        nombre: "Script",
        email: uniqueEmail("script"),
        tipo: "Contacto General",
        origen: "Sitio Web - Contacto",
        fecha: new Date().toISOString(),
      }),
    });
    expect(response.status).toBe(201);
  }
}

test("a form sent past the limit says so in Spanish and keeps its values; the outbox sends it once the window reopens, with one generate_lead", async ({
  page,
}) => {
  const form = FORMS.contact;
  const email = uniqueEmail("en-espera");
  const events = await recordEvents(page);
  const inserts = await insertsToOwnBackend(page);
  // Five leads from this address in the last ten minutes: the visitor's is the sixth.
  await fillTheWindow(5);

  // The page's clock moves only when the test moves it: the ten minutes pass at once.
  const values = await fillOnStoppedClock(page, form, email);
  await form.submit(page).click();

  await runClockUntilVisible(page, page.getByText("Envío en espera"));
  await expect(
    page.getByText(
      "Recibimos varios envíos seguidos. Tus datos quedaron guardados en este navegador y se envían solos en 10 minutos; no hace falta que los vuelvas a enviar.",
    ),
  ).toBeVisible();
  await expect(page.getByText(form.failure.title)).toHaveCount(0);
  expect(await formValues(page, form)).toEqual(values);
  await expect(form.submit(page)).toBeEnabled();
  expect(await leadsWith(email)).toEqual([]);
  expect(named(events, "generate_lead")).toEqual([]);
  expect(inserts()).toBe(1);

  // Not sent again before its time: nine minutes and a half later, still one attempt.
  await page.clock.runFor(9.5 * 60_000);
  expect(inserts()).toBe(1);

  // The database's clock is real: the window is shortened for it to have reopened by now. The
  // page's clock jumps past the ten minutes, firing the outbox's timer once; then it moves in
  // small steps, for the answer's handling (on the page's timers too), never as far as the
  // client's own 8 s limit while the request is on its way.
  await setLeadLimits(backend.url, { windowSeconds: 1 });
  await page.clock.fastForward(60_000);
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return [(await leadsWith(email)).length, named(events, "generate_lead").length];
    })
    .toEqual([1, 1]);
  const sent = inserts();
  expect(sent).toBeGreaterThanOrEqual(2);
  expect(named(events, "generate_lead")[0]).toMatchObject({
    tipo: "Contacto General",
    form_id: "contact",
  });

  // Once stored, never again: an hour later, no other attempt, one lead, one conversion.
  await page.clock.runFor(60 * 60_000);
  expect(inserts()).toBe(sent);
  expect(await leadsWith(email)).toHaveLength(1);
  expect(named(events, "generate_lead")).toHaveLength(1);
});
