import { createConnection } from "node:net";
import { createClient, type WebSocketLikeConstructor } from "@supabase/supabase-js";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_KEYS } from "./testing/test-keys";
import type { LocalBackend } from "./start";
import { anonClient, restFetch, startTestBackend } from "./testing/backend";
import { MAX_JSON_DEPTH } from "./rest/payload";
import { contactoRow } from "./testing/contactos";
import { postgrestError } from "./testing/postgrest-error";
import { hs256, nowSeconds, unsigned } from "./testing/tokens";

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend({ corsOrigins: ["https://agencia.example"] });
});

afterAll(async () => {
  await backend.close();
});

/** supabase-js with the anon key as apikey and another token as Bearer. */
function clientWithBearer(token: string) {
  return createClient(backend.url, TEST_KEYS.publicKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  });
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return restFetch(backend.url, path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

describe("tokens PostgREST refuses", () => {
  it("a forged signature: 401 PGRST301 with WWW-Authenticate", async () => {
    const forged = hs256({ role: "service_role" }, "not-the-secret-but-long-enough-for-hs256!!");
    const { error, status } = await clientWithBearer(forged).from("contactos").select("*");
    expect(status).toBe(401);
    expect(error).toEqual({
      code: "PGRST301",
      details: "None of the keys was able to decode the JWT",
      hint: null,
      message: "No suitable key or wrong key type",
    });
    const raw = await restFetch(backend.url, "/rest/v1/contactos", {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(raw.headers.get("www-authenticate")).toBe(
      'Bearer error="invalid_token", error_description="No suitable key or wrong key type"',
    );
  });

  it("alg none: 401 PGRST301", async () => {
    const { error, status } = await clientWithBearer(unsigned({ role: "service_role" }))
      .from("contactos")
      .select("*");
    expect(status).toBe(401);
    expect(error?.code).toBe("PGRST301");
  });

  it("an expired token: 401 PGRST303 JWT expired (30 s skew tolerated)", async () => {
    const expired = hs256({ role: "service_role", exp: nowSeconds() - 60 });
    const { error, status } = await clientWithBearer(expired).from("contactos").select("*");
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "PGRST303", message: "JWT expired" });
    const recent = hs256({ role: "service_role", exp: nowSeconds() - 5 });
    expect((await clientWithBearer(recent).from("contactos").select("id")).status).toBe(200);
  });

  it("a malformed token: 401 PGRST301 counting the parts", async () => {
    const { error, status } = await clientWithBearer("abc.def").from("contactos").select("*");
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: "PGRST301", message: "Expected 3 parts in JWT; got 2" });
  });

  it("a role that does not exist: 401 22023; a role the API may not use: 403 42501", async () => {
    const nobody = await clientWithBearer(hs256({ role: "nobody" }))
      .from("contactos")
      .select("*");
    expect(nobody.status).toBe(401);
    expect(nobody.error).toMatchObject({ code: "22023", message: 'role "nobody" does not exist' });
    const superuser = await clientWithBearer(hs256({ role: "postgres" }))
      .from("contactos")
      .select("*");
    expect(superuser.status).toBe(403);
    expect(superuser.error).toMatchObject({
      code: "42501",
      message: 'permission denied to set role "postgres"',
    });
  });

  it("any HS256 token signed with the secret is honoured with its role claim and app_metadata", async () => {
    const claims = { role: "authenticated", sub: crypto.randomUUID(), exp: nowSeconds() + 60 };
    const user = hs256(claims);
    const row = contactoRow();
    const insert = await clientWithBearer(user).from("contactos").insert(row);
    expect(insert.status).toBe(201);
    // authenticated may SELECT, and row-level security shows rows to staff only.
    const select = await clientWithBearer(user).from("contactos").select("*");
    expect(select.status).toBe(200);
    expect(select.data).toEqual([]);
    const update = await clientWithBearer(user)
      .from("contactos")
      .update({ nombre: "Otro" })
      .eq("id", String(row.id));
    expect(update.status).toBe(403);
    expect(update.error?.code).toBe("42501");
    const staff = hs256({ ...claims, app_metadata: { role: "staff" } });
    const read = await clientWithBearer(staff)
      .from("contactos")
      .select("id")
      .eq("id", String(row.id));
    expect(read.data).toEqual([{ id: row.id }]);
  });
});

describe("the gateway's apikey check", () => {
  it("no apikey: 401 with the gateway's message", async () => {
    const response = await fetch(`${backend.url}/rest/v1/contactos`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
    const auth = await fetch(`${backend.url}/auth/v1/user`);
    expect(auth.status).toBe(401);
  });

  it("a wrong apikey: 401 Invalid API key", async () => {
    const { error, status } = await createClient(backend.url, "not-a-key", {
      auth: { persistSession: false },
      realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
    })
      .from("contactos")
      .insert(contactoRow());
    expect(status).toBe(401);
    expect(error).toMatchObject({ message: "Invalid API key" });
  });

  it("the apikey as a query parameter works too", async () => {
    const response = await fetch(
      `${backend.url}/rest/v1/contactos?select=id&limit=1&apikey=${TEST_KEYS.serverKey}`,
    );
    expect(response.status).toBe(200);
  });
});

describe("bad bodies and bytes get a 4xx, never a 5xx", () => {
  it("malformed JSON is 400 PGRST102", async () => {
    for (const body of ["{bad", "", "[1,2]", "null", '"texto"', "[{}, 3]"]) {
      const response = await post("/rest/v1/contactos", body);
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual(postgrestError("PGRST102", "Empty or invalid json"));
    }
  });

  it("a body over 1 MB is 413 with a PostgREST-shaped body", async () => {
    const huge = JSON.stringify(contactoRow({ mensaje: "x".repeat(1024 * 1024 + 10) }));
    const response = await post("/rest/v1/contactos", huge);
    expect(response.status).toBe(413);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(body.code).toBe("PGRST413");
    const { error, status } = await anonClient(backend.url)
      .from("contactos")
      .insert(contactoRow({ mensaje: "y".repeat(1_100_000) }));
    expect(status).toBe(413);
    expect(error?.message).toBe("Request body too large");
  });

  it("NUL characters are refused with 400", async () => {
    const escaped = await post(
      "/rest/v1/contactos",
      JSON.stringify(contactoRow({ nombre: "a\u0000b" })),
    );
    expect(escaped.status).toBe(400);
    expect(await escaped.json()).toMatchObject({
      code: "22P05",
      message: "unsupported Unicode escape sequence",
    });
    const raw = await post("/rest/v1/contactos", Buffer.from('{"nombre":"a\u0000b"}'));
    expect(raw.status).toBe(400);
    const filter = await restFetch(backend.url, "/rest/v1/contactos?nombre=eq.a%00b", {
      key: TEST_KEYS.serverKey,
    });
    expect(filter.status).toBe(400);
    expect(await filter.json()).toMatchObject({ code: "22021" });
    const viaClient = await anonClient(backend.url)
      .from("contactos")
      .insert(contactoRow({ mensaje: "\u0000" }));
    expect(viaClient.status).toBe(400);
  });

  it("invalid UTF-8 and lone surrogates are refused with 400", async () => {
    const invalid = Buffer.concat([
      Buffer.from('{"nombre":"'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('"}'),
    ]);
    expect((await post("/rest/v1/contactos", invalid)).status).toBe(400);
    const surrogate = await post(
      "/rest/v1/contactos",
      JSON.stringify(contactoRow()).replace('"Ana', '"\\ud800Ana'),
    );
    expect(surrogate.status).toBe(400);
    const path = await restFetch(backend.url, "/rest/v1/%E0%A4%A", { key: TEST_KEYS.serverKey });
    expect(path.status).toBe(404);
  });

  it("JSON nested as deep as PGlite can parse reaches the database; deeper gets PostgreSQL's 54001", async () => {
    const nested = (depth: number) =>
      JSON.stringify(contactoRow({ mensaje: "HOLE" })).replace(
        '"HOLE"',
        `${"[".repeat(depth)}${"]".repeat(depth)}`,
      );
    const shallow = await post("/rest/v1/contactos", nested(MAX_JSON_DEPTH - 1));
    expect(shallow.status).toBe(201);
    const deep = await post("/rest/v1/contactos", nested(MAX_JSON_DEPTH));
    expect(deep.status).toBe(500);
    expect(await deep.json()).toMatchObject({
      code: "54001",
      message: "stack depth limit exceeded",
    });
  });

  it("a body that is not JSON is 415", async () => {
    const response = await post("/rest/v1/contactos", "nombre=Ana", {
      "Content-Type": "text/plain",
    });
    expect(response.status).toBe(415);
  });

  it("keeps serving after a burst of garbage", async () => {
    const garbage: Array<Promise<Response>> = [
      post("/rest/v1/contactos?columns=%22%00%22", "[{}]"),
      post("/rest/v1/contactos?select=*,(", "{}", { Prefer: "return=representation" }),
      post("/rest/v1/contactos?on_conflict=%22x", "{}", { Prefer: "resolution=merge-duplicates" }),
      post("/rest/v1/%00", "{}"),
      restFetch(backend.url, "/rest/v1/contactos?or=(((", { key: TEST_KEYS.serverKey }),
      restFetch(backend.url, "/rest/v1/contactos?id=in.(%22unterminated", {
        key: TEST_KEYS.serverKey,
      }),
      restFetch(backend.url, "/rest/v1/contactos?limit=-1", { key: TEST_KEYS.serverKey }),
      // As deep as a URL allows (16 KB): refused as unparsable, not a stack overflow.
      restFetch(
        backend.url,
        `/rest/v1/contactos?or=(${"and(".repeat(3000)}nombre.eq.a${")".repeat(3000)})`,
        { key: TEST_KEYS.serverKey },
      ),
      restFetch(backend.url, "/rest/v1/contactos?order=nombre.sideways", {
        key: TEST_KEYS.serverKey,
      }),
      restFetch(backend.url, "/rest/v1/contactos?select=nombre::text;drop table x", {
        key: TEST_KEYS.serverKey,
      }),
      restFetch(backend.url, "/rest/v1/contactos?fecha=gt.not-a-date", {
        key: TEST_KEYS.serverKey,
      }),
      restFetch(backend.url, "/rest/v1/contactos?id=eq.1", {
        key: TEST_KEYS.serverKey,
        method: "PUT",
        body: "{}",
      }),
      restFetch(backend.url, "/rest/v1/contactos", {
        key: TEST_KEYS.serverKey,
        headers: { Range: "9-1" },
      }),
      restFetch(backend.url, "/rest/v1/rpc/anything", {
        key: TEST_KEYS.serverKey,
        method: "POST",
        body: "{}",
      }),
      restFetch(backend.url, "/rest/v1/a/b/c", { key: TEST_KEYS.serverKey }),
      restFetch(backend.url, "/auth/v1/token?grant_type=password", { method: "POST", body: "{{{" }),
      restFetch(backend.url, "/auth/v1/signup", {
        method: "POST",
        body: '{"email":"a\\u0000@x.co","password":"secreto1"}',
      }),
      restFetch(backend.url, "/auth/v1/token?grant_type=refresh_token", {
        method: "POST",
        body: '{"refresh_token":"\\u0000"}',
      }),
      restFetch(backend.url, "/auth/v1/user", { headers: { Authorization: "Bearer x.y.z" } }),
      fetch(`${backend.url}/nothing/here`),
    ];
    const statuses = (await Promise.all(garbage)).map((response) => response.status);
    for (const status of statuses) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    await new Promise<void>((resolve) => {
      const socket = createConnection(backend.port, "127.0.0.1", () =>
        socket.end("GARBAGE\u0000 / HTTP/9\r\n\r\n"),
      );
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
      socket.resume();
    });
    const { status } = await anonClient(backend.url).from("contactos").insert(contactoRow());
    expect(status).toBe(201);
  });
});

describe("CORS", () => {
  it("answers preflights for the site's origin, echoing the requested headers", async () => {
    const response = await fetch(`${backend.url}/rest/v1/contactos`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://agencia.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers":
          "apikey, authorization, content-type, prefer, x-client-info",
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("https://agencia.example");
    expect(response.headers.get("access-control-allow-methods")).toContain("POST");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "apikey, authorization, content-type, prefer, x-client-info",
    );
  });

  it("allows any loopback origin and exposes Content-Range and X-Supabase-Api-Version", async () => {
    const response = await restFetch(backend.url, "/auth/v1/health", {
      headers: { Origin: "http://localhost:5173" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-expose-headers")).toContain("Content-Range");
    expect(response.headers.get("access-control-expose-headers")).toContain(
      "X-Supabase-Api-Version",
    );
  });

  it("does not allow other origins", async () => {
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});
