import { TEXT_CASES } from "@agencia/local-backend/hostile-inputs";
import { type LeadRecord, leadWebhookBody, renderLeadDigest, renderLeadEmail } from "./render";

const options = { siteUrl: "https://www.example.com/", brand: "Impulso IA" };

const lead: LeadRecord = {
  id: "5b0c4c2e-8f7a-4d3b-9a55-0d5e8f1c2a10",
  nombre: "Ana Pérez",
  email: "ana@example.com",
  telefono: "+54 9 11 5555-0101",
  canal_contacto: "Formulario de Contacto",
  mensaje: "Empresa: Panadería Sol\nServicio: Agente de WhatsApp\n\nQuiero automatizar pedidos.",
  tipo: "Contacto General",
  origen: "Sitio Web - Contacto",
  fecha: "2026-11-25T13:04:00.000Z",
  rol: null,
  utm_source: "google",
  utm_medium: "cpc",
  utm_campaign: "agente-whatsapp",
  utm_term: null,
  utm_content: null,
  gclid: "Cj0KCQiA",
  fbclid: null,
  landing_path: "/servicios/agentes-whatsapp?utm_source=google",
  referrer: "https://www.google.com/",
  created_at: "2026-11-25T13:05:00.000Z",
};

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

/** Every element's tag and attributes, in document order: the markup the template wrote. */
function markup(page: Document): string[] {
  return [...page.querySelectorAll("*")].map(
    (element) =>
      `${element.tagName} ${[...element.attributes].map((a) => `${a.name}=${a.value}`).join(" ")}`,
  );
}

describe("the lead notification e-mail", () => {
  it("says in Spanish who wrote, what they wrote, where they came from, and links to the lead in /panel", () => {
    const email = renderLeadEmail(lead, options);
    const link = `https://www.example.com/panel?lead=${lead.id}`;

    expect(email.subject).toBe("Nuevo contacto: Ana Pérez (Contacto General) — Impulso IA");
    expect(email.text).toContain("Recibido: 25 de nov de 2026, 10:05");
    for (const line of [
      "Nombre: Ana Pérez",
      "Email: ana@example.com",
      "Teléfono: +54 9 11 5555-0101",
      "Tipo: Contacto General",
      "Origen: Sitio Web - Contacto",
      `Mensaje:\n${lead.mensaje}`,
      "utm_source: google",
      "utm_campaign: agente-whatsapp",
      "gclid: Cj0KCQiA",
      "Página de entrada: /servicios/agentes-whatsapp?utm_source=google",
      "Referente: https://www.google.com/",
      `Ver el contacto en el panel: ${link}`,
    ])
      expect(email.text).toContain(line);
    expect(email.text).not.toContain("Rol:");

    const page = parse(email.html);
    expect(page.querySelector("h1")?.textContent).toBe("Nuevo contacto: Ana Pérez");
    const rows = [...page.querySelectorAll("tr")].map((row) => [
      row.querySelector("th")?.textContent,
      row.querySelector("td")?.textContent,
    ]);
    expect(rows).toContainEqual(["Teléfono", "+54 9 11 5555-0101"]);
    expect(rows).toContainEqual(["utm_medium", "cpc"]);
    expect(page.querySelector("p[style*='pre-wrap']")?.textContent).toBe(lead.mensaje);
    expect(page.querySelector("a")?.getAttribute("href")).toBe(link);
  });

  it("says so when the lead brought no campaign data", () => {
    const bare = {
      ...lead,
      ...{ utm_source: null, utm_medium: null, utm_campaign: null, gclid: null },
      ...{ landing_path: null, referrer: null },
    };
    const email = renderLeadEmail(bare, options);
    expect(email.text).toContain("Atribución:\nEste contacto no trajo datos de campaña.");
    expect(parse(email.html).body.textContent).toContain(
      "Este contacto no trajo datos de campaña.",
    );
  });

  describe("the hostile-input corpus goes through it inert", () => {
    const baseline = Object.fromEntries(
      (["nombre", "email", "telefono", "mensaje"] as const).map((column) => [
        column,
        markup(parse(renderLeadEmail({ ...lead, [column]: "x" }, options).html)),
      ]),
    );

    it.each(TEXT_CASES.map((testCase) => [testCase.name, testCase] as const))(
      "%s",
      (_name, { column, value }) => {
        const hostile = { ...lead, [column]: value };
        const email = renderLeadEmail(hostile, options);

        // The HTML has exactly the template's elements and attributes, and shows the value as text.
        const page = parse(email.html);
        expect(markup(page)).toEqual(baseline[column]);
        expect(page.body.textContent).toContain(value.replace(/\r\n?/g, "\n").replace(/\0/g, ""));
        // Plain text carries it as it is; the subject is one clean line.
        expect(email.text).toContain(value);
        expect(email.subject).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);

        // The webhook passes the row on unchanged, and its Slack text has no markup of the lead's.
        const body = leadWebhookBody(hostile, options);
        expect(JSON.parse(JSON.stringify(body)).lead).toEqual(hostile);
        expect(body.text.replace(/ <https:\/\/[^|<>]+\|[^<>]+>$/, "")).not.toMatch(/[<>]/);
      },
    );
  });
});

describe("the digest e-mail (the rest of a burst's leads, in one)", () => {
  const second: LeadRecord = {
    ...lead,
    id: "9d1f7a40-2b6c-4e8a-8f3d-6a2b1c0e9f77",
    nombre: "Beto Ruiz",
    email: "beto@example.com",
    tipo: "Consulta",
    origen: "Sitio Web - Agenda",
    mensaje: `Necesito ayuda.\n${"Mucho texto. ".repeat(100)}`,
    created_at: "2026-11-25T13:07:00.000Z",
  };

  it("lists each lead once, in order: who, what kind, when, the start of the message and its link in /panel", () => {
    const email = renderLeadDigest([lead, second], options);
    const links = [lead, second].map((each) => `https://www.example.com/panel?lead=${each.id}`);

    expect(email.subject).toBe("Resumen: 2 contactos nuevos — Impulso IA");
    for (const line of [
      "2 contactos nuevos en Impulso IA",
      "1. Ana Pérez <ana@example.com>",
      "   Contacto General · Sitio Web - Contacto · 25 de nov de 2026, 10:05",
      "2. Beto Ruiz <beto@example.com>",
      "   Consulta · Sitio Web - Agenda · 25 de nov de 2026, 10:07",
      `   Ver en el panel: ${links[0]}`,
      `   Ver en el panel: ${links[1]}`,
    ])
      expect(email.text).toContain(line);
    expect(email.text.indexOf("1. Ana")).toBeLessThan(email.text.indexOf("2. Beto"));
    // A long message is cut (the panel has it whole), on one line.
    const excerpt = email.text.split("\n").find((line) => line.startsWith("   Necesito ayuda."));
    expect(excerpt?.endsWith("…")).toBe(true);
    expect(excerpt!.trim().length).toBeLessThanOrEqual(280);

    const page = parse(email.html);
    const items = [...page.querySelectorAll("li")];
    expect(items).toHaveLength(2);
    expect(items.map((item) => item.querySelector("a")?.getAttribute("href"))).toEqual(links);
    expect(items[0]?.textContent).toContain("Ana Pérez <ana@example.com>");
  });

  describe("the hostile-input corpus goes through it inert", () => {
    const baseline = Object.fromEntries(
      (["nombre", "email", "telefono", "mensaje"] as const).map((column) => [
        column,
        markup(parse(renderLeadDigest([{ ...lead, [column]: "x" }, second], options).html)),
      ]),
    );

    it.each(TEXT_CASES.map((testCase) => [testCase.name, testCase] as const))(
      "%s",
      (_name, { column, value }) => {
        const email = renderLeadDigest([{ ...lead, [column]: value }, second], options);
        expect(markup(parse(email.html))).toEqual(baseline[column]);
        expect(email.subject).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
      },
    );
  });
});
