import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffOverHttp } from "../auth/staff";
import { TEST_KEYS } from "./test-keys";
import type { LocalBackend } from "../start";
import { anonClient, restFetch, serviceClient } from "./backend";
import { contactoRow } from "./contactos";
import { postgrestError } from "./postgrest-error";
import { hs256, nowSeconds, unsigned } from "./tokens";
import { signedInUser as signUp, staffUser as signUpStaff } from "./users";

/**
 * The `contactos` contract: the migration's constraints, grants and row-level security as
 * supabase-js sees them. Registered once over PGlite and once over a real PostgreSQL server.
 */
export function contactosContract(start: () => Promise<LocalBackend>): void {
  let backend: LocalBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    backend = await start();
    anon = anonClient(backend.url);
    service = serviceClient(backend.url);
  });

  afterAll(async () => {
    await backend?.close();
  });

  async function storedRow(id: unknown) {
    const { data, error } = await service.from("contactos").select("*").eq("id", String(id));
    expect(error).toBeNull();
    return data ?? [];
  }

  describe("a visitor (anon key) inserting a lead with supabase-js", () => {
    it("stores a spec row with return=minimal: 201 and data null", async () => {
      const row = contactoRow();
      const result = await anon.from("contactos").insert(row);
      expect(result.error).toBeNull();
      expect(result.status).toBe(201);
      expect(result.statusText).toBe("Created");
      expect(result.data).toBeNull();
      const [stored] = await storedRow(row.id);
      expect(stored).toMatchObject({
        nombre: row.nombre,
        email: row.email,
        tipo: row.tipo,
        origen: row.origen,
      });
      expect(typeof stored?.created_at).toBe("string");
    });

    it("stores every spec form's row (newsletter, offers, landings, hive)", async () => {
      const rows = [
        contactoRow({
          nombre: "Suscriptor",
          telefono: null,
          canal_contacto: null,
          mensaje: null,
          tipo: "suscripcion",
          origen: "formulario_suscripcion",
        }),
        contactoRow({ tipo: "Consulta", origen: "Sitio Web - Agenda" }),
        contactoRow({ tipo: "Partner", origen: "Sitio Web - Partners" }),
        contactoRow({ tipo: "Venta Agente WhatsApp", origen: "Landing Oferta WhatsApp Renovada" }),
        contactoRow({
          tipo: "Venta Agente WhatsApp LATAM",
          origen: "Landing Oferta WhatsApp LATAM Renovada",
        }),
        contactoRow({ tipo: "Landing Page Lead", origen: "Automatización con IA" }),
        contactoRow({ tipo: "lead", origen: "Landing Apicultura", rol: "productor" }),
        contactoRow({
          utm_source: "google",
          utm_medium: "cpc",
          utm_campaign: "ia",
          gclid: "abc",
          landing_path: "/chatbots",
          referrer: "https://www.google.com/",
        }),
      ];
      for (const row of rows) {
        const { error, status } = await anon.from("contactos").insert(row);
        expect(error, JSON.stringify(row)).toBeNull();
        expect(status).toBe(201);
      }
    });

    it("inserts an array in one request (supabase-js sends ?columns=)", async () => {
      const rows = [contactoRow(), contactoRow({ telefono: undefined })];
      const { error, status } = await anon.from("contactos").insert(rows);
      expect(error).toBeNull();
      expect(status).toBe(201);
      expect(await storedRow(rows[1]?.id)).toHaveLength(1);
    });

    it("refuses insert().select(): 401 42501, and the insert is rolled back", async () => {
      const row = contactoRow();
      const { error, status, data } = await anon.from("contactos").insert(row).select();
      expect(status).toBe(401);
      expect(data).toBeNull();
      expect(error).toMatchObject({
        code: "42501",
        message: "permission denied for table contactos",
      });
      expect(await storedRow(row.id)).toHaveLength(0);
    });

    it("cannot read leads: select is 401 42501 permission denied", async () => {
      const { error, status, data } = await anon.from("contactos").select("*");
      expect(status).toBe(401);
      expect(data).toBeNull();
      expect(error).toEqual(postgrestError("42501", "permission denied for table contactos"));
    });

    it("cannot update or delete leads: refused and the row is unchanged", async () => {
      const row = contactoRow();
      await anon.from("contactos").insert(row);
      const update = await anon
        .from("contactos")
        .update({ nombre: "Hacker" })
        .eq("id", String(row.id));
      expect(update.status).toBe(401);
      expect(update.error?.code).toBe("42501");
      const remove = await anon.from("contactos").delete().eq("id", String(row.id));
      expect(remove.status).toBe(401);
      expect(remove.error?.code).toBe("42501");
      const [stored] = await storedRow(row.id);
      expect(stored?.nombre).toBe(row.nombre);
    });

    it("cannot set created_at (it is the server's clock)", async () => {
      const { error, status } = await anon
        .from("contactos")
        .insert(contactoRow({ created_at: "2000-01-01T00:00:00Z" }));
      expect(status).toBe(401);
      expect(error?.code).toBe("42501");
    });
  });

  describe("the database's CHECK constraints, as supabase-js reports them", () => {
    const long = (n: number, ch = "a") => ch.repeat(n);
    const cases: Array<[string, Record<string, unknown>]> = [
      ["contactos_nombre_length", { nombre: "   " }],
      ["contactos_nombre_length", { nombre: long(121) }],
      ["contactos_email_length", { email: `${long(250)}@x.co` }],
      ["contactos_email_format", { email: "no-es-un-email" }],
      ["contactos_email_format", { email: "ana @example.com" }],
      ["contactos_telefono_length", { telefono: long(41, "1") }],
      ["contactos_telefono_format", { telefono: "11-5555-abcd" }],
      ["contactos_telefono_format", { telefono: "12345" }],
      ["contactos_canal_contacto_length", { canal_contacto: long(61) }],
      ["contactos_mensaje_length", { mensaje: long(5001) }],
      ["contactos_origen_length", { origen: "" }],
      ["contactos_origen_length", { origen: long(121) }],
      ["contactos_tipo_valid", { tipo: "Otro tipo" }],
      ["contactos_rol_valid", { rol: "administrador" }],
      ["contactos_utm_length", { utm_campaign: long(251) }],
      ["contactos_click_id_length", { fbclid: long(501) }],
      ["contactos_landing_path_length", { landing_path: `/${long(2000)}` }],
      ["contactos_referrer_length", { referrer: `https://x.co/${long(2000)}` }],
    ];

    it.each(cases)(
      "%s rejects %j with 400 23514 naming the constraint",
      async (constraint, overrides) => {
        const { error, status } = await anon.from("contactos").insert(contactoRow(overrides));
        expect(status).toBe(400);
        expect(error).toEqual(
          postgrestError(
            "23514",
            `new row for relation "contactos" violates check constraint "${constraint}"`,
          ),
        );
      },
    );

    it("accepts the limits themselves", async () => {
      const row = contactoRow({
        nombre: long(120),
        email: `${long(247)}@x.co`.slice(0, 254),
        telefono: `+${"1".repeat(39)}`,
        canal_contacto: long(60),
        mensaje: long(5000),
        origen: long(120),
        rol: "otro",
        utm_source: long(250),
        gclid: long(500),
        landing_path: long(2000),
        referrer: long(2000),
      });
      const { error } = await anon.from("contactos").insert(row);
      expect(error).toBeNull();
    });

    it("a missing required field is 400 23502 naming the column", async () => {
      const row = contactoRow();
      delete row.email;
      const { error, status } = await anon.from("contactos").insert(row);
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: "23502",
        message:
          'null value in column "email" of relation "contactos" violates not-null constraint',
      });
    });

    it("a bad uuid is 400 22P02", async () => {
      const { error, status } = await anon
        .from("contactos")
        .insert(contactoRow({ id: "no-soy-uuid" }));
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: "22P02",
        message: 'invalid input syntax for type uuid: "no-soy-uuid"',
      });
    });
  });

  describe("retries with a client-supplied id", () => {
    it("a duplicate id without a resolution is 409 23505 on contactos_pkey (the first attempt landed)", async () => {
      const row = contactoRow();
      expect((await anon.from("contactos").insert(row)).error).toBeNull();
      const { error, status } = await anon.from("contactos").insert(row);
      expect(status).toBe(409);
      expect(error).toMatchObject({
        code: "23505",
        message: 'duplicate key value violates unique constraint "contactos_pkey"',
      });
      expect(await storedRow(row.id)).toHaveLength(1);
    });

    it("a duplicate id with resolution=ignore-duplicates is absorbed: one row", async () => {
      const row = contactoRow();
      const first = await service.from("contactos").upsert(row, { ignoreDuplicates: true });
      const second = await service
        .from("contactos")
        .upsert({ ...row, nombre: "Otro" }, { ignoreDuplicates: true });
      expect(first.error).toBeNull();
      expect(second.error).toBeNull();
      expect(second.status).toBe(201);
      const stored = await storedRow(row.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.nombre).toBe(row.nombre);
    });

    it("anon cannot use ignore-duplicates: ON CONFLICT needs SELECT on id, as on hosted PostgREST (401 42501)", async () => {
      const { error, status } = await anon
        .from("contactos")
        .upsert(contactoRow(), { ignoreDuplicates: true });
      expect(status).toBe(401);
      expect(error?.code).toBe("42501");
    });
  });

  describe("schema errors", () => {
    it("an unknown column is 400 PGRST204", async () => {
      const { error, status } = await anon
        .from("contactos")
        .insert(contactoRow({ empresa: "ACME" }));
      expect(status).toBe(400);
      expect(error).toEqual(
        postgrestError(
          "PGRST204",
          "Could not find the 'empresa' column of 'contactos' in the schema cache",
        ),
      );
    });

    it("an unknown table is 404 PGRST205 with a suggestion", async () => {
      const { error, status } = await anon.from("contacto").insert(contactoRow());
      expect(status).toBe(404);
      expect(error).toEqual(
        postgrestError(
          "PGRST205",
          "Could not find the table 'public.contacto' in the schema cache",
          "Perhaps you meant the table 'public.contactos'",
        ),
      );
    });
  });

  describe("signed-in users and staff (row-level security on app_metadata.role)", () => {
    const signedInUser = (data?: Record<string, unknown>) => signUp(backend.url, { data });
    const staffUser = () => signUpStaff(backend.url);

    async function insertLeads(origen: string, count: number) {
      const rows = Array.from({ length: count }, (_, index) =>
        contactoRow({ origen, nombre: `Lead ${index + 1}` }),
      );
      expect((await anon.from("contactos").insert(rows)).error).toBeNull();
      return rows;
    }

    it("a signed-in user who is not staff reads no lead: 200 and an empty list, count 0", async () => {
      const origen = `no-staff-${Date.now()}`;
      await insertLeads(origen, 2);
      const { client } = await signedInUser();
      const { data, error, status, count } = await client
        .from("contactos")
        .select("*", { count: "exact" })
        .eq("origen", origen);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(data).toEqual([]);
      expect(count).toBe(0);
      expect((await client.from("contactos").select("id")).data).toEqual([]);
    });

    it("putting role: staff in user_metadata (which users may set) gives no access", async () => {
      const origen = `self-staff-${Date.now()}`;
      await insertLeads(origen, 1);
      const { client } = await signedInUser({ role: "staff" });
      const { data: session } = await client.auth.getSession();
      expect(session.session?.user.user_metadata).toMatchObject({ role: "staff" });
      expect((await client.from("contactos").select("id").eq("origen", origen)).data).toEqual([]);
    });

    it("the origins view (origen, count, latest) shows visitors nothing (401) and other users no rows", async () => {
      const origen = `origenes-${Date.now()}`;
      await insertLeads(origen, 2);
      const visitor = await anon.from("contactos_origenes").select("*");
      expect(visitor.status).toBe(401);
      expect(visitor.error?.code).toBe("42501");
      const { client } = await signedInUser();
      const user = await client.from("contactos_origenes").select("*");
      expect(user.error).toBeNull();
      expect(user.data).toEqual([]);
      const staff = await staffUser();
      const { data } = await staff.client
        .from("contactos_origenes")
        .select("*")
        .eq("origen", origen);
      expect(data).toEqual([{ origen, total: 2, ultimo: expect.any(String) }]);
    });

    it("staff read every lead (the same rows and count as service_role) only once the role is in their token", async () => {
      const origen = `staff-${Date.now()}`;
      const rows = await insertLeads(origen, 3);
      const user = await signedInUser();
      expect((await grantStaffOverHttp(backend.url, TEST_KEYS.serverKey, user.email)).ok).toBe(
        true,
      );
      // The current access token was issued before the grant: still nothing.
      expect((await user.client.from("contactos").select("id").eq("origen", origen)).data).toEqual(
        [],
      );
      const refreshed = await user.client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      const { data, count, error } = await user.client
        .from("contactos")
        .select("*", { count: "exact" })
        .eq("origen", origen)
        .order("nombre", { ascending: true });
      expect(error).toBeNull();
      expect(count).toBe(3);
      expect(data?.map((row) => row.id)).toEqual(rows.map((row) => row.id));
      const all = await user.client.from("contactos").select("id", { count: "exact", head: true });
      const serviceAll = await service
        .from("contactos")
        .select("id", { count: "exact", head: true });
      expect(all.count).toBe(serviceAll.count);
    });

    it("nobody but service_role changes or deletes: refused for anon, users and staff, rows unchanged", async () => {
      const [row] = await insertLeads(`write-${Date.now()}`, 1);
      const id = String(row?.id);
      const user = await signedInUser();
      const staff = await staffUser();
      const attempts = [
        { who: "anon", client: anon, status: 401 },
        { who: "user", client: user.client, status: 403 },
        { who: "staff", client: staff.client, status: 403 },
      ];
      for (const { who, client, status } of attempts) {
        const update = await client.from("contactos").update({ nombre: "Cambiado" }).eq("id", id);
        expect([who, update.status, update.error?.code]).toEqual([who, status, "42501"]);
        const remove = await client.from("contactos").delete().eq("id", id);
        expect([who, remove.status, remove.error?.code]).toEqual([who, status, "42501"]);
        const insertBack = await client.from("contactos").upsert({ ...row, nombre: "Pisado" });
        expect([who, insertBack.error?.code]).toEqual([who, "42501"]);
      }
      const [stored] = await storedRow(id);
      expect(stored?.nombre).toBe(row?.nombre);
    });
  });

  describe("tokens that are not honoured: 401 for every operation, nothing read, stored, changed or deleted", () => {
    const WRONG_SECRET = "not-the-secret-not-the-secret-not-the-secret";
    const staffClaims = () => ({
      sub: crypto.randomUUID(),
      role: "authenticated",
      app_metadata: { role: "staff" },
      exp: nowSeconds() + 600,
    });
    const tokens = [
      {
        token: "forged service_role",
        jwt: () => hs256({ role: "service_role" }, WRONG_SECRET),
        code: "PGRST301",
      },
      { token: "forged staff", jwt: () => hs256(staffClaims(), WRONG_SECRET), code: "PGRST301" },
      {
        token: "alg none service_role",
        jwt: () => unsigned({ role: "service_role" }),
        code: "PGRST301",
      },
      { token: "alg none staff", jwt: () => unsigned(staffClaims()), code: "PGRST301" },
      {
        token: "expired service_role",
        jwt: () => hs256({ role: "service_role", exp: nowSeconds() - 120 }),
        code: "PGRST303",
      },
      {
        token: "expired staff",
        jwt: () => hs256({ ...staffClaims(), exp: nowSeconds() - 120 }),
        code: "PGRST303",
      },
    ];

    it.each(tokens)("$token", async ({ jwt, code }) => {
      const row = contactoRow();
      expect((await anon.from("contactos").insert(row)).status).toBe(201);
      const id = String(row.id);
      const withToken = (path: string, init: RequestInit = {}) =>
        restFetch(backend.url, path, {
          ...init,
          headers: {
            authorization: `Bearer ${jwt()}`,
            "content-type": "application/json",
            ...init.headers,
          },
        });
      const newRow = contactoRow();
      const attempts = {
        read: await withToken(`/rest/v1/contactos?select=*&id=eq.${id}`),
        insert: await withToken("/rest/v1/contactos", {
          method: "POST",
          body: JSON.stringify(newRow),
        }),
        update: await withToken(`/rest/v1/contactos?id=eq.${id}`, {
          method: "PATCH",
          body: JSON.stringify({ nombre: "Cambiado" }),
        }),
        remove: await withToken(`/rest/v1/contactos?id=eq.${id}`, { method: "DELETE" }),
      };
      for (const [operation, response] of Object.entries(attempts)) {
        const body = (await response.json()) as { code: string };
        expect([operation, response.status, body.code]).toEqual([operation, 401, code]);
        expect(response.headers.get("www-authenticate")).toMatch(/^Bearer error="invalid_token"/);
      }
      const [stored] = await storedRow(id);
      expect(stored?.nombre).toBe(row.nombre);
      expect(await storedRow(newRow.id)).toEqual([]);
    });
  });

  describe("staff with the service_role key", () => {
    it("reads everything, counts, filters and orders", async () => {
      const marker = `marker-${Date.now()}`;
      await anon
        .from("contactos")
        .insert([
          contactoRow({ origen: marker, nombre: "B" }),
          contactoRow({ origen: marker, nombre: "A" }),
        ]);
      const { data, error, count, status } = await service
        .from("contactos")
        .select("nombre, origen", { count: "exact" })
        .eq("origen", marker)
        .order("nombre", { ascending: true });
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(count).toBe(2);
      expect(data).toEqual([
        { nombre: "A", origen: marker },
        { nombre: "B", origen: marker },
      ]);
    });

    it("updates and deletes with filters", async () => {
      const row = contactoRow();
      await anon.from("contactos").insert(row);
      const updated = await service
        .from("contactos")
        .update({ mensaje: "Atendido" })
        .eq("id", String(row.id))
        .select("id, mensaje")
        .single();
      expect(updated.error).toBeNull();
      expect(updated.data).toEqual({ id: row.id, mensaje: "Atendido" });
      const removed = await service.from("contactos").delete().eq("id", String(row.id));
      expect(removed.status).toBe(204);
      expect(await storedRow(row.id)).toHaveLength(0);
    });
  });
}
