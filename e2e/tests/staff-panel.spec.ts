import { ANON_KEY } from "@agencia/local-backend/keys";
import { expect, type Page, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { hydrate, scriptRequests } from "../support/hydration";
import { requestsSettled } from "../support/requests";
import { uniqueEmail } from "../support/leads";
import {
  expireAccessToken,
  makeStaff,
  newStaffSession,
  seedLeads,
  signOutEverywhere,
  signUp,
  storedSession,
} from "../support/staff";
import { BACKEND_URL, SITE_URL } from "../support/urls";

const PASSWORD = "secreto-del-equipo";

/** Leads of one test, findable by a word no other test writes. */
function leadsFor(marker: string) {
  const origenes = ["Sitio Web - Contacto", "Sitio Web - Agenda", "Landing Apicultura"];
  const tipos = ["Contacto General", "Consulta", "lead"];
  return Array.from({ length: 23 }, (_, i) => ({
    id: crypto.randomUUID(),
    nombre: `Persona ${marker} ${String(i + 1).padStart(2, "0")}`,
    email: `persona${i + 1}.${marker}@pyme.com.ar`,
    telefono: "+54 9 11 5555-0101",
    canal_contacto: null,
    mensaje: i === 22 ? '=HYPERLINK("http://malo.example";"clic")' : `Consulta número ${i + 1}`,
    tipo: tipos[i % 3],
    origen: origenes[i % 3],
    rol: i % 3 === 2 ? "productor" : null,
    // One a day through March 2026, at noon in Argentina.
    fecha: new Date(Date.UTC(2026, 2, i + 1, 15)).toISOString(),
    created_at: new Date(Date.UTC(2026, 2, i + 1, 15)).toISOString(),
    utm_source: i === 21 ? "google" : null,
    utm_medium: i === 21 ? "cpc" : null,
    utm_campaign: i === 21 ? "agentes-whatsapp" : null,
    utm_term: null,
    utm_content: null,
    gclid: i === 21 ? "Cj0KCQ-prueba" : null,
    fbclid: null,
    landing_path: i === 21 ? "/servicios/agentes-conversacionales" : null,
    referrer: i === 21 ? "https://www.google.com/" : null,
  }));
}

async function search(page: Page, text: string) {
  await page.getByLabel("Buscar").fill(text);
  await page.getByRole("button", { name: "Filtrar" }).click();
}

const rows = (page: Page) => page.locator("table tbody tr");

test.describe("the staff area", () => {
  test("from sign-up to the CSV: visitors and non-staff are sent to /acceso, staff work their leads", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const marker = `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = uniqueEmail("equipo");
    await seedLeads(leadsFor(marker));

    await test.step("a visitor asking for /panel lands on /acceso, which is out of search engines", async () => {
      await page.goto("/panel");
      await expect(page).toHaveURL(/\/acceso\?siguiente=%2Fpanel$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acceso del equipo");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByText(marker)).toHaveCount(0);
    });

    await test.step("signing up signs in, but the account has no access yet, even at /panel", async () => {
      await hydrate(page);
      await signUp(page, email, PASSWORD);
      await expect(page.getByText("Tu cuenta todavía no tiene acceso al panel")).toBeVisible();
      await page.goto("/panel");
      await expect(page).toHaveURL(/\/acceso/);
      await expect(page.getByText("Tu cuenta todavía no tiene acceso al panel")).toBeVisible();
      await expect(page.getByText(marker)).toHaveCount(0);
    });

    await test.step("made staff through the admin API, «Ya me habilitaron» opens the panel", async () => {
      await makeStaff(email);
      await page.getByRole("button", { name: "Ya me habilitaron" }).click();
      await expect(page).toHaveURL(/\/panel$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactos");
      await expect(page.getByText(`Sesión de ${email}`)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });

    await test.step("the newest leads first, twenty a page", async () => {
      await search(page, marker);
      await expect(page.getByText("Mostrando 1–20 de 23")).toBeVisible();
      await expect(rows(page)).toHaveCount(20);
      await expect(rows(page).first()).toContainText(`Persona ${marker} 23`);
      await expect(rows(page).first()).toContainText("23 de mar de 2026, 12:00");
      await page.getByRole("button", { name: "Siguiente" }).click();
      await expect(page).toHaveURL(/pagina=2/);
      await expect(page.getByText("Mostrando 21–23 de 23")).toBeVisible();
      await expect(rows(page)).toHaveCount(3);
      await expect(rows(page).last()).toContainText(`Persona ${marker} 01`);
    });

    await test.step("filters by tipo, by origen and by dates; they stay in the URL", async () => {
      await page.getByLabel("Tipo").selectOption({ label: "Consulta (agenda)" });
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page.getByText("Mostrando 1–8 de 8")).toBeVisible();
      await expect(page).not.toHaveURL(/pagina=/);
      await page.getByLabel("Tipo").selectOption("");
      await page.getByLabel("Origen").selectOption("Landing Apicultura");
      await page.getByLabel("Desde").fill("2026-03-05");
      await page.getByLabel("Hasta").fill("2026-03-12");
      await page.getByRole("button", { name: "Filtrar" }).click();
      // Days 6, 9 and 12 of March are the hive leads in that range (one lead a day, every third).
      await expect(page.getByText("Mostrando 1–3 de 3")).toBeVisible();
      await page.reload();
      await expect(page.getByText("Mostrando 1–3 de 3")).toBeVisible();
      await expect(page.getByLabel("Origen")).toHaveValue("Landing Apicultura");

      await page.getByLabel("Desde").fill("2026-03-20");
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "La fecha «desde» no puede ser posterior a la fecha «hasta».",
      );
      await page.getByRole("button", { name: "Limpiar filtros" }).click();
      await search(page, marker);
      await expect(page.getByText("Mostrando 1–20 de 23")).toBeVisible();
    });

    await test.step("a lead's detail shows its attribution", async () => {
      await page.getByRole("button", { name: `Ver detalle: Persona ${marker} 22` }).click();
      const dialog = page.getByRole("dialog", { name: `Persona ${marker} 22` });
      await expect(dialog).toBeVisible();
      for (const text of [
        "google",
        "cpc",
        "agentes-whatsapp",
        "Cj0KCQ-prueba",
        "/servicios/agentes-conversacionales",
        "https://www.google.com/",
        `persona22.${marker}@pyme.com.ar`,
        "Consulta número 22",
      ]) {
        await expect(dialog.getByText(text, { exact: true })).toBeVisible();
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    await test.step("the CSV opens in a spreadsheet set to Spanish (Argentina), formulas neutralised", async () => {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Exportar CSV" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^contactos-\d{4}-\d{2}-\d{2}\.csv$/);
      await expect(page.getByText("Exportaste 23 contactos.")).toBeVisible();
      const bytes = await readFile((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8").slice(1);
      const lines = text.split("\r\n");
      expect(lines).toHaveLength(25); // header, 23 leads, and the final line end
      expect(lines.at(-1)).toBe("");
      expect(lines[0]).toMatch(/^Recibido;Fecha del formulario;Nombre;Email;Teléfono;Tipo;Origen;/);
      expect(lines[1]).toContain(`23/03/2026 12:00;23/03/2026 12:00;Persona ${marker} 23;`);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://malo.example"";""clic"")"`);
      expect(lines[1]).toContain(`"'+54 9 11 5555-0101"`);
      expect(lines[23]).toContain(`01/03/2026 12:00;01/03/2026 12:00;Persona ${marker} 01;`);
    });

    await test.step("an access token that expired meanwhile is renewed; the panel keeps working", async () => {
      const expired = await expireAccessToken(page);
      const refused = await fetch(`${BACKEND_URL}/rest/v1/contactos?select=id`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${expired}` },
      });
      expect(refused.status).toBe(401);
      await page.reload();
      await expect(page.getByText("Mostrando 1–20 de 23")).toBeVisible();
      const renewed = await storedSession(page);
      expect(renewed?.access_token).not.toBe(expired);
      expect(renewed!.expires_at * 1000).toBeGreaterThan(Date.now() + 30 * 60_000);
    });

    await test.step("once the session is revoked and the token expires, the panel sends to /acceso", async () => {
      await signOutEverywhere((await storedSession(page))!.access_token);
      await expireAccessToken(page);
      await page.reload();
      await expect(page).toHaveURL(/\/acceso\?siguiente=/);
      await expect(page.getByRole("form", { name: "Ingresar" })).toBeVisible();
      await expect(page.getByText(marker)).toHaveCount(0);
    });

    await test.step("signing in again leads back to the panel with its filters; «Cerrar sesión» ends it", async () => {
      await hydrate(page);
      const form = page.getByRole("form", { name: "Ingresar" });
      await form.getByLabel("Email").fill(email);
      await form.getByLabel(/^Contraseña/).fill(PASSWORD);
      await form.getByRole("button", { name: "Ingresar" }).click();
      await expect(page).toHaveURL(new RegExp(`/panel\\?buscar=${marker}$`));
      await expect(page.getByText("Mostrando 1–20 de 23")).toBeVisible();
      await page.getByRole("button", { name: "Cerrar sesión" }).click();
      await expect(page).toHaveURL(/\/acceso/);
      await expect(page.getByRole("form", { name: "Ingresar" })).toBeVisible();
      expect(await storedSession(page)).toBeNull();
    });
  });

  test("without a session, /panel sends the visitor on before it paints, and /acceso waits for an intent", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto("/panel?tipo=Consulta");
    await expect(page).toHaveURL(/\/acceso\?siguiente=%2Fpanel%3Ftipo%3DConsulta$/);
    await page.waitForLoadState("networkidle");
    // Both pages' early script (the browser may fetch /panel's before its head script leaves),
    // the start module and the web-vitals reporter /acceso fetches after load; none of the app's.
    expect(
      scripts.filter(
        (script) => !/^\/(assets\/(early|start)-[\w-]+\.js|web-vitals\.js)$/.test(script),
      ),
      "the redirect is the page's inline script, not React",
    ).toEqual([]);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("form", { name: "Crear una cuenta" })).toBeVisible();

    await hydrate(page);
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/));
  });

  test("/acceso?siguiente=//evil.example signs staff in to the site's own panel, never to another host", async ({
    page,
  }) => {
    const email = uniqueEmail("equipo");
    await newStaffSession(email, PASSWORD);
    const foreign: string[] = [];
    await page.context().route(
      ({ hostname }) => hostname === "evil.example",
      (route) => {
        foreign.push(route.request().url());
        return route.abort();
      },
    );
    await page.goto("/acceso?siguiente=//evil.example");
    await hydrate(page);
    const form = page.getByRole("form", { name: "Ingresar" });
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/^Contraseña/).fill(PASSWORD);
    await form.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(`${SITE_URL}/panel`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactos");
    expect(foreign).toEqual([]);
  });

  test("a wrong password shows the spec's toast and a Spanish reason, and keeps what was typed", async ({
    page,
  }) => {
    const response = await page.goto("/acceso");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await hydrate(page);
    const form = page.getByRole("form", { name: "Ingresar" });
    await form.getByLabel("Email").fill("nadie@pyme.com.ar");
    await form.getByLabel(/^Contraseña/).fill("no-es-esta");
    await form.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("Sign in Failed")).toBeVisible();
    await expect(page.getByText("Invalid login credentials")).toBeVisible();
    await expect(form.getByRole("alert")).toHaveText(
      "El email o la contraseña no coinciden. Revisalos e intentá de nuevo.",
    );
    await expect(form.getByLabel("Email")).toHaveValue("nadie@pyme.com.ar");
  });

  test("public pages load no auth client: supabase-js stays out of their JavaScript", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on("request", (request) => {
      // A 304 (the web-vitals reporter, revalidated) has no body: the script was read before.
      if (request.resourceType() === "script")
        scripts.push(
          request
            .response()
            .then((response) => (response && response.status() !== 304 ? response.text() : "")),
        );
    });
    const backendRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(BACKEND_URL)) backendRequests.push(request.url());
    });
    const loadedJavaScript = async () => (await Promise.all(scripts.splice(0))).join("\n");

    await page.goto("/contacto");
    await hydrate(page);
    await page.mouse.wheel(0, 800);
    await requestsSettled(page);
    expect(await loadedJavaScript()).not.toContain("onAuthStateChange");
    expect(backendRequests).toEqual([]);

    // The same probe finds it on the staff area, where it belongs.
    await page.goto("/acceso");
    await hydrate(page);
    await expect.poll(loadedJavaScript).toContain("onAuthStateChange");
  });
});
