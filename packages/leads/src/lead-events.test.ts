import { leadEvent } from "./lead-events";
import { browserOutbox } from "./outbox";
import {
  agendaRow,
  contactRow,
  hiveRow,
  landingLeadRow,
  newsletterRow,
  partnerRow,
  purchaseRow,
  type LeadRow,
} from "./rows";
import type { SendResult } from "./send";

const context = (id = crypto.randomUUID()) => ({
  id,
  now: new Date("2026-03-02T12:00:00Z"),
  attribution: { utm_source: "google", gclid: "abc" },
});
const person = { name: "Ana Pérez", email: "ana@pyme.com.ar", phone: "+54 9 266 455-7788" };
const PERSONAL = [person.name, person.email, person.phone, "Queremos vender más"];

describe("leadEvent", () => {
  const rows: Array<[string, LeadRow, string, string]> = [
    ["newsletter", newsletterRow(person.email, context()), "sign_up", "newsletter"],
    [
      "contact",
      contactRow({ ...person, message: "Queremos vender más" }, context()),
      "generate_lead",
      "contact",
    ],
    [
      "agenda",
      agendaRow({ ...person, contactMethod: "WhatsApp", needs: "Queremos vender más" }, context()),
      "generate_lead",
      "agenda",
    ],
    [
      "partners",
      partnerRow({ ...person, services: [], experience: "no", contactMethod: "Email" }, context()),
      "generate_lead",
      "partners",
    ],
    [
      "hive",
      hiveRow({ ...person, message: "Queremos vender más" }, context()),
      "generate_lead",
      "hive",
    ],
    [
      "landing",
      landingLeadRow(person, "Landing Vender Más", context()),
      "generate_lead",
      "landing",
    ],
  ];

  it.each(rows)(
    "%s: its GA4 event with tipo, origen and form id, and nothing typed",
    (_, row, name, formId) => {
      const event = leadEvent(row);
      expect(event).toEqual({
        name,
        params: { tipo: row.tipo, origen: row.origen, form_id: formId },
      });
      const sent = JSON.stringify(event);
      for (const typed of PERSONAL) expect(sent).not.toContain(typed);
      expect(sent).not.toContain("gclid");
    },
  );

  it("an offer page's purchase request carries the plan's value and currency", () => {
    const row = purchaseRow(
      { ...person, country: "AR", city: "San Luis" },
      {
        market: "ars",
        planName: "Llave en Mano",
        priceLabel: "ARS 180.000",
        countryName: "Argentina",
      },
      context(),
    );
    expect(leadEvent(row, { value: 180000, currency: "ARS" })).toEqual({
      name: "generate_lead",
      params: {
        tipo: "Venta Agente WhatsApp",
        origen: "Landing Oferta WhatsApp Renovada",
        form_id: "offerArs",
        value: 180000,
        currency: "ARS",
      },
    });
  });
});

/** A pretend database that stores each id once; its next answers can be scripted. */
function fakeDatabase() {
  const stored = new Set<string>();
  const scripted: Array<"down" | "stored-but-lost" | "refused"> = [];
  const send = async (row: LeadRow): Promise<SendResult> => {
    const next = scripted.shift();
    if (next === "down") return { ok: false, retry: true, detail: "TypeError: Failed to fetch" };
    if (next === "refused") return { ok: false, retry: false, detail: "400 23514" };
    stored.add(row.id);
    // The row was stored, but the answer never arrived (a timeout): the client must retry.
    if (next === "stored-but-lost") return { ok: false, retry: true, detail: "TimeoutError" };
    return { ok: true };
  };
  return { stored, scripted, send };
}

describe("a stored lead's conversion, once", () => {
  beforeEach(() => localStorage.clear());

  const config = { supabaseUrl: "http://localhost:1", supabaseAnonKey: "anon" };
  const lead = () => newsletterRow(person.email, context());
  /** An outbox over a fake database (its first answer scripted, if given) and its callback. */
  const outboxOver = (firstAnswer?: "down" | "stored-but-lost" | "refused") => {
    const db = fakeDatabase();
    if (firstAnswer) db.scripted.push(firstAnswer);
    const onStored = vi.fn();
    return { db, onStored, backend: browserOutbox(config, db.send, onStored) };
  };

  // The form keeps the lead's id until it is stored, so each try delivers the same row.
  it.each(["down", "refused"] as const)(
    "is reported once the row is stored after the database was %s, and only then",
    async (firstAnswer) => {
      const { onStored, backend } = outboxOver(firstAnswer);
      const row = lead();
      await backend.deliver(row);
      expect(onStored).not.toHaveBeenCalled();
      await backend.deliver(row);
      await backend.deliver(row);
      expect(onStored).toHaveBeenCalledTimes(1);
      expect(onStored).toHaveBeenCalledWith(leadEvent(row));
    },
  );

  it("is reported once when the outbox delivers it after a reload", async () => {
    const db = fakeDatabase();
    const before = vi.fn();
    db.scripted.push("down");
    const row = lead();
    await browserOutbox(config, db.send, before).deliver(row);
    // A new page: a new outbox over the same storage.
    const after = vi.fn();
    const reloaded = browserOutbox(config, db.send, after);
    expect(await reloaded.flush()).toBe(1);
    await reloaded.flush();
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it("is reported once when a retry and the outbox both find the row stored", async () => {
    const { db, onStored, backend } = outboxOver("stored-but-lost");
    const row = lead();
    await backend.deliver(row);
    expect(db.stored.has(row.id)).toBe(true);
    await Promise.all([backend.deliver(row), backend.flush()]);
    await backend.deliver(row);
    expect(onStored).toHaveBeenCalledTimes(1);
  });

  it("keeps each lead's own value", async () => {
    const { onStored, backend } = outboxOver();
    await backend.deliver(lead(), { value: 35, currency: "USD" });
    expect(onStored.mock.calls[0]?.[0].params).toMatchObject({ value: 35, currency: "USD" });
  });
});
