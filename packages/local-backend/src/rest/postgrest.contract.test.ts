import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_KEYS } from "../testing/test-keys";
import type { LocalBackend } from "../start";
import { restFetch, serviceClient, startTestBackend } from "../testing/backend";
import { contactoRow } from "../testing/contactos";
import { postgrestError } from "../testing/postgrest-error";

let backend: LocalBackend;
let service: SupabaseClient;
const marker = `lote-${Date.now()}`;

beforeAll(async () => {
  backend = await startTestBackend();
  service = serviceClient(backend.url);
  const rows = ["Ana", "Bruno", "Carla", "Diego", "Eva"].map((nombre, index) =>
    contactoRow({
      nombre,
      origen: marker,
      email: `${nombre.toLowerCase()}@example.com`,
      telefono: index % 2 === 0 ? null : "+54 11 5555 0000",
      fecha: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
    }),
  );
  const { error } = await service.from("contactos").insert(rows);
  if (error) throw new Error(error.message);
});

afterAll(async () => {
  await backend.close();
});

const names = (data: unknown) => (data as Array<{ nombre: string }>).map((row) => row.nombre);

function service$(path: string, init: RequestInit = {}) {
  return restFetch(backend.url, path, { ...init, key: TEST_KEYS.serverKey });
}

describe("reading with filters, order and paging (service_role)", () => {
  const base = () => service.from("contactos").select("nombre").eq("origen", marker);

  it("filters with eq, neq, gt, gte, lt, lte, like, ilike, in and is", async () => {
    expect(names((await base().eq("nombre", "Ana").order("nombre")).data)).toEqual(["Ana"]);
    expect(names((await base().neq("nombre", "Ana").order("nombre")).data)).toEqual([
      "Bruno",
      "Carla",
      "Diego",
      "Eva",
    ]);
    expect(names((await base().gt("fecha", "2026-01-03T00:00:00Z").order("nombre")).data)).toEqual([
      "Diego",
      "Eva",
    ]);
    expect(names((await base().gte("fecha", "2026-01-03T00:00:00Z").order("nombre")).data)).toEqual(
      ["Carla", "Diego", "Eva"],
    );
    expect(names((await base().lt("fecha", "2026-01-02T00:00:00Z").order("nombre")).data)).toEqual([
      "Ana",
    ]);
    expect(names((await base().lte("fecha", "2026-01-02T00:00:00Z").order("nombre")).data)).toEqual(
      ["Ana", "Bruno"],
    );
    expect(names((await base().like("email", "*a@example.com").order("nombre")).data)).toEqual([
      "Ana",
      "Carla",
      "Eva",
    ]);
    expect(names((await base().ilike("nombre", "d%").order("nombre")).data)).toEqual(["Diego"]);
    expect(names((await base().in("nombre", ["Ana", "Eva", "Zoe"]).order("nombre")).data)).toEqual([
      "Ana",
      "Eva",
    ]);
    expect(names((await base().is("telefono", null).order("nombre")).data)).toEqual([
      "Ana",
      "Carla",
      "Eva",
    ]);
    expect(names((await base().not("telefono", "is", null).order("nombre")).data)).toEqual([
      "Bruno",
      "Diego",
    ]);
    expect(names((await base().or("nombre.eq.Ana,nombre.eq.Bruno").order("nombre")).data)).toEqual([
      "Ana",
      "Bruno",
    ]);
  });

  it("orders, limits and offsets (range)", async () => {
    expect(names((await base().order("fecha", { ascending: false }).limit(2)).data)).toEqual([
      "Eva",
      "Diego",
    ]);
    expect(names((await base().order("fecha").range(1, 2)).data)).toEqual(["Bruno", "Carla"]);
    expect(
      names((await base().order("telefono", { nullsFirst: true }).order("nombre")).data),
    ).toEqual(["Ana", "Carla", "Eva", "Bruno", "Diego"]);
  });

  it("counts with Content-Range and answers 206 for a partial page", async () => {
    const page = await service
      .from("contactos")
      .select("nombre", { count: "exact" })
      .eq("origen", marker)
      .order("nombre")
      .range(0, 1);
    expect(page.status).toBe(206);
    expect(page.count).toBe(5);
    expect(names(page.data)).toEqual(["Ana", "Bruno"]);
    const raw = await service$(
      `/rest/v1/contactos?select=nombre&origen=eq.${marker}&order=nombre&offset=1&limit=2`,
      {
        headers: { Prefer: "count=exact" },
      },
    );
    expect(raw.headers.get("content-range")).toBe("1-2/5");
    const full = await service
      .from("contactos")
      .select("nombre", { count: "exact" })
      .eq("origen", marker);
    expect(full.status).toBe(200);
  });

  it("honours the Range header", async () => {
    const response = await service$(
      `/rest/v1/contactos?select=nombre&origen=eq.${marker}&order=nombre`,
      {
        headers: { Range: "1-3", "Range-Unit": "items" },
      },
    );
    expect(names(await response.json())).toEqual(["Bruno", "Carla", "Diego"]);
    expect(response.headers.get("content-range")).toBe("1-3/*");
  });

  it("answers 416 PGRST103 past the end of a counted range", async () => {
    const response = await service$(
      `/rest/v1/contactos?select=nombre&origen=eq.${marker}&offset=10`,
      {
        headers: { Prefer: "count=exact" },
      },
    );
    expect(response.status).toBe(416);
    expect(await response.json()).toMatchObject({
      code: "PGRST103",
      message: "Requested range not satisfiable",
    });
  });

  it("counts with HEAD and no body", async () => {
    const { count, data, status } = await service
      .from("contactos")
      .select("*", { count: "exact", head: true })
      .eq("origen", marker);
    expect(status).toBe(200);
    expect(count).toBe(5);
    expect(data).toBeNull();
  });

  it("returns one object for .single() and 406 PGRST116 otherwise", async () => {
    const one = await base().eq("nombre", "Ana").single();
    expect(one.data).toEqual({ nombre: "Ana" });
    const many = await base().single();
    expect(many.status).toBe(406);
    expect(many.error).toEqual({
      code: "PGRST116",
      details: "The result contains 5 rows",
      hint: null,
      message: "Cannot coerce the result to a single JSON object",
    });
    const none = await base().eq("nombre", "Nadie").maybeSingle();
    expect(none.data).toBeNull();
    expect(none.error).toBeNull();
  });

  it("renames and casts selected columns", async () => {
    const { data } = await service
      .from("contactos")
      .select("quien:nombre, fecha::date")
      .eq("origen", marker)
      .eq("nombre", "Ana");
    expect(data).toEqual([{ quien: "Ana", fecha: "2026-01-01" }]);
  });

  it("rejects unknown select columns (42703), embeds (PGRST200), unknown cast types (42704) and bad operators (PGRST100)", async () => {
    const unknown = await service.from("contactos").select("nope");
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: "42703",
      message: "column contactos.nope does not exist",
    });
    const embed = await service.from("contactos").select("*, empresas(*)");
    expect(embed.error).toMatchObject({ code: "PGRST200" });
    const badCast = await service$("/rest/v1/contactos?select=nombre::nonsense");
    expect(badCast.status).toBe(400);
    expect(await badCast.json()).toMatchObject({
      code: "42704",
      message: 'type "nonsense" does not exist',
    });
    const injected = await service$("/rest/v1/contactos?select=nombre::text%20from%20pg_authid");
    expect(injected.status).toBe(400);
    expect(await injected.json()).toMatchObject({ code: "42601" });
    const badOp = await service$("/rest/v1/contactos?nombre=zz.Ana");
    expect(badOp.status).toBe(400);
    expect(await badOp.json()).toMatchObject({ code: "PGRST100" });
  });

  it("refuses a schema that is not exposed (406 PGRST106) and unknown media types (406)", async () => {
    const profile = await service$("/rest/v1/contactos", { headers: { "Accept-Profile": "auth" } });
    expect(profile.status).toBe(406);
    expect(await profile.json()).toMatchObject({ code: "PGRST106" });
    const csv = await service$("/rest/v1/contactos", { headers: { Accept: "text/csv" } });
    expect(csv.status).toBe(406);
  });
});

describe("writing with Prefer", () => {
  it("parses Prefer as a comma list with or without spaces", async () => {
    const row = contactoRow();
    const response = await service$("/rest/v1/contactos?select=id", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Prefer: "count=exact,  return=representation",
      },
      body: JSON.stringify(row),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-range")).toBe("*/1");
    expect(await response.json()).toEqual([{ id: row.id }]);
  });

  it("an empty Prefer header means return=minimal", async () => {
    const response = await service$("/rest/v1/contactos", {
      method: "POST",
      headers: { "Content-Type": "application/json", Prefer: "" },
      body: JSON.stringify(contactoRow()),
    });
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
    expect(response.headers.get("content-range")).toBe("*/*");
  });

  it("a key missing from one object of an array is NULL, or the default with missing=default", async () => {
    const withId = contactoRow();
    const withoutId = contactoRow();
    delete withoutId.id;
    const columns = encodeURIComponent(
      Object.keys(withId)
        .map((key) => `"${key}"`)
        .join(","),
    );
    const asNull = await service$(`/rest/v1/contactos?columns=${columns}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify([withId, withoutId]),
    });
    expect(asNull.status).toBe(400);
    expect(await asNull.json()).toMatchObject({ code: "23502" });
    const asDefault = await service$(`/rest/v1/contactos?columns=${columns}&select=id,nombre`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Prefer: "missing=default, return=representation",
      },
      body: JSON.stringify([withId, withoutId]),
    });
    expect(asDefault.status).toBe(201);
    const created = (await asDefault.json()) as Array<{ id: string }>;
    expect(created).toHaveLength(2);
    expect(created[0]?.id).toBe(withId.id);
    expect(created[1]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("without ?columns= every object must have the same keys", async () => {
    const response = await service$("/rest/v1/contactos", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify([contactoRow(), { nombre: "solo" }]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(postgrestError("PGRST102", "All object keys must match"));
  });

  it("merge-duplicates updates the existing row", async () => {
    const row = contactoRow();
    await service.from("contactos").insert(row);
    const { error } = await service.from("contactos").upsert({ ...row, nombre: "Actualizada" });
    expect(error).toBeNull();
    const { data } = await service.from("contactos").select("nombre").eq("id", String(row.id));
    expect(data).toEqual([{ nombre: "Actualizada" }]);
  });

  it("PATCH and DELETE need a filter (pg-safeupdate, 400 21000)", async () => {
    const patch = await service$("/rest/v1/contactos", {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mensaje: "todos" }),
    });
    expect(patch.status).toBe(400);
    expect(await patch.json()).toEqual(postgrestError("21000", "UPDATE requires a WHERE clause"));
    const remove = await service$("/rest/v1/contactos", { method: "DELETE" });
    expect(remove.status).toBe(400);
    expect(await remove.json()).toMatchObject({
      code: "21000",
      message: "DELETE requires a WHERE clause",
    });
  });

  it("PATCH with an unknown column is PGRST204; a .single() update of many rows is 406 and rolled back", async () => {
    const unknown = await service.from("contactos").update({ nope: 1 }).eq("origen", marker);
    expect(unknown.error?.code).toBe("PGRST204");
    const many = await service
      .from("contactos")
      .update({ mensaje: "x" })
      .eq("origen", marker)
      .select("id")
      .single();
    expect(many.status).toBe(406);
    const { data } = await service
      .from("contactos")
      .select("mensaje")
      .eq("origen", marker)
      .eq("mensaje", "x");
    expect(data).toEqual([]);
  });

  it("DELETE with return=representation answers the deleted rows", async () => {
    const row = contactoRow();
    await service.from("contactos").insert(row);
    const { data, status } = await service
      .from("contactos")
      .delete()
      .eq("id", String(row.id))
      .select("id");
    expect(status).toBe(200);
    expect(data).toEqual([{ id: row.id }]);
  });
});
