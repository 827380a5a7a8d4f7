import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_ROLE_KEY } from "../keys";
import type { LocalBackend } from "../start";
import { anonClient, restFetch, startTestBackend } from "../testing/backend";
import { contactoRow } from "../testing/contactos";
import { STORE_ID } from "../store/catalogue";
import { parseFaults } from "./faults";

let backend: LocalBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});

afterAll(async () => {
  await backend.close();
});

function setFaults(body: unknown, key = SERVICE_ROLE_KEY) {
  return restFetch(backend.url, "/__admin/faults", {
    key,
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("the fault switch for tests", () => {
  it("makes REST requests answer a chosen status, until reset with {}", async () => {
    expect((await setFaults({ status: 500 })).status).toBe(200);
    const failing = await anonClient(backend.url).from("contactos").insert(contactoRow());
    expect(failing.status).toBe(500);
    expect(failing.error).toMatchObject({
      code: "XX000",
      message: "Fault injected by the local backend",
    });
    expect(await (await setFaults({})).json()).toEqual({ delayMs: 0, status: null });
    expect((await anonClient(backend.url).from("contactos").insert(contactoRow())).status).toBe(
      201,
    );
  });

  it("makes REST requests slow", async () => {
    await setFaults({ delayMs: 400 });
    const started = Date.now();
    const { status } = await anonClient(backend.url).from("contactos").insert(contactoRow());
    expect(status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
    await setFaults({});
  });

  it("leaves auth alone", async () => {
    await setFaults({ status: 503 });
    const health = await restFetch(backend.url, "/auth/v1/health");
    expect(health.status).toBe(200);
    await setFaults({});
  });

  it("needs the service_role key", async () => {
    const refused = await setFaults(
      { status: 500 },
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0",
    );
    expect(refused.status).toBe(401);
    const current = await restFetch(backend.url, "/__admin/faults", { key: SERVICE_ROLE_KEY });
    expect(await current.json()).toEqual({ delayMs: 0, status: null });
  });

  it("has a switch per service: the storefront's fails only the storefront", async () => {
    const storeSwitch = (body: unknown) =>
      restFetch(backend.url, "/__admin/faults/store", {
        key: SERVICE_ROLE_KEY,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    expect(await (await storeSwitch({ status: 502 })).json()).toEqual({ delayMs: 0, status: 502 });
    try {
      const products = await fetch(`${backend.url}/store/${STORE_ID}/products`);
      expect(products.status).toBe(502);
      expect(products.statusText).toBe("Bad Gateway");
      expect((await anonClient(backend.url).from("contactos").insert(contactoRow())).status).toBe(
        201,
      );
      const current = await restFetch(backend.url, "/__admin/faults/rest", {
        key: SERVICE_ROLE_KEY,
      });
      expect(await current.json()).toEqual({ delayMs: 0, status: null });
    } finally {
      await storeSwitch({});
    }
    expect((await fetch(`${backend.url}/store/${STORE_ID}/products`)).status).toBe(200);
    const unknown = await restFetch(backend.url, "/__admin/faults/payments", {
      key: SERVICE_ROLE_KEY,
    });
    expect(unknown.status).toBe(404);
  });

  it("validates its settings", async () => {
    expect(parseFaults({ delayMs: -1 }).ok).toBe(false);
    expect(parseFaults({ status: 42 }).ok).toBe(false);
    expect(parseFaults({ status: 500.5 }).ok).toBe(false);
    expect(parseFaults({ other: 1 }).ok).toBe(false);
    expect(parseFaults([]).ok).toBe(false);
    expect(parseFaults({ delayMs: 10, status: 503 })).toEqual({
      ok: true,
      settings: { delayMs: 10, status: 503 },
    });
    expect((await setFaults("texto")).status).toBe(400);
  });
});
