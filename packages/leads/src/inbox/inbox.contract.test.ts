// @vitest-environment node
import { TEST_KEYS } from "@agencia/local-backend/test-keys";
import { grantStaffOverHttp } from "@agencia/local-backend/staff";
import type { SupabaseClient } from "@supabase/supabase-js";
import { inject } from "vitest";
import WebSocket from "ws";
import type { Database, TablesInsert } from "../database.types";
import { createSupabaseClient } from "../supabase-client";
import { EMPTY_FILTERS, type InboxFilters } from "./filters";
import { fetchAllLeads, fetchLeadOrigins, fetchLeadsPage } from "./query";

// The panel's queries through the real supabase-js and a staff member's session, against the
// local backend: what the page shows is what row-level security lets them read.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
// Date filters are days of the viewer's time zone; the panel's users are in Argentina (UTC-3).
process.env.TZ = "America/Argentina/Buenos_Aires";

// The local backend vitest.global-setup.ts started (a fresh in-memory database).
const backend = { url: inject("backendUrl") };
let staff: SupabaseClient<Database>;
let visitor: SupabaseClient<Database>;

async function signedIn(email: string, makeStaff: boolean) {
  const client = await createSupabaseClient(
    { supabaseUrl: backend.url, supabaseAnonKey: TEST_KEYS.publicKey },
    "session",
  );
  const { error } = await client.auth.signUp({ email, password: "secreto123" });
  if (error) throw error;
  if (makeStaff) {
    expect((await grantStaffOverHttp(backend.url, TEST_KEYS.serverKey, email)).ok).toBe(true);
    expect((await client.auth.refreshSession()).error).toBeNull();
  }
  return client;
}

/** Stores leads as the service does (it may set created_at, which visitors cannot). */
async function seed(rows: Array<Partial<TablesInsert<"contactos">>>): Promise<void> {
  // The same keys in every object, as PostgREST wants without ?columns=.
  const body = rows.map((row, index) => ({
    id: crypto.randomUUID(),
    nombre: `Persona ${index}`,
    email: `persona${index}@pyme.com.ar`,
    mensaje: null,
    tipo: "Contacto General",
    origen: "Sitio Web - Contacto",
    created_at: new Date().toISOString(),
    fecha: row.created_at ?? new Date().toISOString(),
    ...row,
  }));
  const response = await fetch(`${backend.url}/rest/v1/contactos`, {
    method: "POST",
    headers: {
      apikey: TEST_KEYS.serverKey,
      Authorization: `Bearer ${TEST_KEYS.serverKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const only = (origen: string, more: Partial<InboxFilters> = {}): InboxFilters => ({
  ...EMPTY_FILTERS,
  origen,
  ...more,
});

beforeAll(async () => {
  staff = await signedIn("equipo@impulsoia.com.ar", true);
  visitor = await signedIn("curioso@example.com", false);
}, 120_000);

describe("the staff inbox's queries", () => {
  it("pages through the leads newest first, with the total of what matches", async () => {
    const origen = "Landing Paginado";
    await seed(
      Array.from({ length: 25 }, (_, i) => ({
        origen,
        nombre: `Lead ${String(i).padStart(2, "0")}`,
        created_at: new Date(Date.UTC(2026, 2, 1, 12, i)).toISOString(),
      })),
    );
    const first = await fetchLeadsPage(staff, only(origen), 1, 10);
    expect(first.total).toBe(25);
    expect(first.leads.map((lead) => lead.nombre)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lead ${24 - i}`),
    );
    const last = await fetchLeadsPage(staff, only(origen), 3, 10);
    expect(last.leads.map((lead) => lead.nombre)).toEqual(
      ["04", "03", "02", "01", "00"].map((n) => `Lead ${n}`),
    );
    expect(await fetchLeadsPage(staff, only(origen), 9, 10)).toEqual({ leads: [], total: 25 });
  });

  it("filters by tipo, by origen, and by a range of local days with the last day included", async () => {
    const origen = "Landing Fechas";
    await seed([
      // 28 Feb 23:30 in Argentina, though already 1 March in UTC.
      { origen, nombre: "Febrero", created_at: "2026-03-01T02:30:00Z" },
      { origen, nombre: "Primero de marzo", created_at: "2026-03-01T03:00:00Z", tipo: "Consulta" },
      { origen, nombre: "Fin del 2 de marzo", created_at: "2026-03-03T02:59:00Z" },
      { origen, nombre: "Tres de marzo", created_at: "2026-03-03T03:00:00Z", tipo: "Consulta" },
    ]);
    const names = async (filters: InboxFilters) =>
      (await fetchLeadsPage(staff, filters, 1)).leads.map((lead) => lead.nombre);
    expect(await names(only(origen, { desde: "2026-03-01", hasta: "2026-03-02" }))).toEqual([
      "Fin del 2 de marzo",
      "Primero de marzo",
    ]);
    expect(await names(only(origen, { hasta: "2026-02-28" }))).toEqual(["Febrero"]);
    expect(await names(only(origen, { desde: "2026-03-03" }))).toEqual(["Tres de marzo"]);
    expect(await names(only(origen, { tipo: "Consulta" }))).toEqual([
      "Tres de marzo",
      "Primero de marzo",
    ]);
    expect(await names(only("Otro origen que no existe"))).toEqual([]);
  });

  it("searches name, e-mail and message; wildcards, commas and quotes are plain text", async () => {
    const origen = "Landing Búsqueda";
    await seed([
      { origen, nombre: "Marta Quiroga", email: "marta@ferreteria.com.ar" },
      { origen, nombre: "Pablo", email: "pablo@QUIROGA-hnos.com" },
      { origen, nombre: "Lucía", mensaje: "Hola, soy de la familia quiroga (sucursal 2)" },
      { origen, nombre: "Comodín", mensaje: 'Descuento del 50%_off, "hoy"' },
      { origen, nombre: "Nadie", mensaje: "Sin coincidencias" },
    ]);
    const names = async (buscar: string) =>
      (await fetchLeadsPage(staff, only(origen, { buscar }), 1)).leads
        .map((lead) => lead.nombre)
        .sort();
    expect(await names("quiroga")).toEqual(["Lucía", "Marta Quiroga", "Pablo"]);
    expect(await names("quiroga (sucursal")).toEqual(["Lucía"]);
    expect(await names('50%_off, "hoy"')).toEqual(["Comodín"]);
    expect(await names("%")).toEqual(["Comodín"]);
    expect(await names("_")).toEqual(["Comodín"]);
  });

  it("lists the origins with how many leads each has, most used first", async () => {
    const origins = await fetchLeadOrigins(staff);
    expect(origins[0]).toMatchObject({ origen: "Landing Paginado", total: 25 });
    expect(origins).toContainEqual(
      expect.objectContaining({ origen: "Landing Fechas", total: 4, ultimo: expect.any(String) }),
    );
  });

  it("exports every matching lead, past Supabase's 1000-row limit, newest first and once each", async () => {
    const origen = "Landing Masiva";
    await seed(
      Array.from({ length: 1003 }, (_, i) => ({
        origen,
        created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      })),
    );
    const leads = await fetchAllLeads(staff, only(origen));
    expect(leads).toHaveLength(1003);
    expect(new Set(leads.map((lead) => lead.id)).size).toBe(1003);
    const times = leads.map((lead) => Date.parse(lead.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("gives a signed-in user who is not staff an empty inbox and no origins", async () => {
    expect(await fetchLeadsPage(visitor, EMPTY_FILTERS, 1)).toEqual({ leads: [], total: 0 });
    expect(await fetchLeadOrigins(visitor)).toEqual([]);
    expect(await fetchAllLeads(visitor, EMPTY_FILTERS)).toEqual([]);
  });
});
