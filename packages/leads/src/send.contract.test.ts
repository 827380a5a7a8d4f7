// @vitest-environment node
import { TEST_KEYS } from "@agencia/local-backend/test-keys";
import { LIFTED_LEAD_LIMITS, startLocalBackend, type LocalBackend } from "@agencia/local-backend";
import WebSocket from "ws";
import { contactRow, newsletterRow } from "./rows";
import { sendLead } from "./send";

// The real supabase-js (as the browser runs it) against the local backend. Node 20 has no global
// WebSocket, which supabase-js's realtime client needs at creation.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({
    port: 0,
    storage: "memory",
    leadLimits: LIFTED_LEAD_LIMITS,
  });
}, 120_000);
afterAll(() => backend.close());

const config = () => ({ supabaseUrl: backend.url, supabaseAnonKey: TEST_KEYS.publicKey });

async function storedByEmail(email: string) {
  const response = await fetch(
    `${backend.url}/rest/v1/contactos?select=*&email=eq.${encodeURIComponent(email)}`,
    {
      headers: { apikey: TEST_KEYS.serverKey, Authorization: `Bearer ${TEST_KEYS.serverKey}` },
    },
  );
  return (await response.json()) as Record<string, unknown>[];
}

describe("sendLead against the local backend", () => {
  it("stores a lead with the public key, and a retry of the same lead stores nothing more", async () => {
    const row = newsletterRow("contrato@pyme.com.ar", { id: crypto.randomUUID(), now: new Date() });
    expect(await sendLead(config(), row)).toEqual({ ok: true });
    expect(await sendLead(config(), row)).toEqual({ ok: true });
    const stored = await storedByEmail("contrato@pyme.com.ar");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: row.id, nombre: "Suscriptor", tipo: "suscripcion" });
  });

  it("turns a constraint the database enforces into a Spanish message and does not retry", async () => {
    const row = contactRow(
      { name: "Ana", email: "ana@pyme", message: "Hola" },
      { id: crypto.randomUUID(), now: new Date() },
    );
    const result = await sendLead(config(), row);
    expect(result).toMatchObject({
      ok: false,
      retry: false,
      message: expect.stringMatching(/email válido/),
    });
    expect(await storedByEmail("ana@pyme")).toEqual([]);
  });

  it("reports an unreachable backend as worth retrying", async () => {
    const row = newsletterRow("offline@pyme.com.ar", { id: crypto.randomUUID(), now: new Date() });
    const result = await sendLead(
      { supabaseUrl: "http://127.0.0.1:9", supabaseAnonKey: TEST_KEYS.publicKey },
      row,
    );
    expect(result).toMatchObject({ ok: false, retry: true });
  });

  it("cannot read leads back with the public key", async () => {
    const response = await fetch(`${backend.url}/rest/v1/contactos?select=*`, {
      headers: { apikey: TEST_KEYS.publicKey, Authorization: `Bearer ${TEST_KEYS.publicKey}` },
    });
    expect(response.status).toBe(401);
  });
});

describe("sendLead held back by the database's limits (the defaults)", () => {
  let limited: LocalBackend;
  beforeAll(async () => {
    limited = await startLocalBackend({ port: 0, storage: "memory" });
  }, 120_000);
  afterAll(() => limited.close());

  it("reports the fourth lead with one e-mail within the hour as worth retrying after the time the database gave", async () => {
    const settings = { supabaseUrl: limited.url, supabaseAnonKey: TEST_KEYS.publicKey };
    const lead = () =>
      newsletterRow("rafaga@pyme.com.ar", { id: crypto.randomUUID(), now: new Date() });
    for (let i = 0; i < 3; i += 1) expect(await sendLead(settings, lead())).toEqual({ ok: true });
    const result = await sendLead(settings, lead());
    expect(result).toMatchObject({
      ok: false,
      retry: true,
      detail: expect.stringMatching(/^429 LD429 /),
    });
    const wait = result.ok ? 0 : result.retry ? (result.retryAfterMs ?? 0) : 0;
    expect(wait).toBeGreaterThan(3_500_000);
    expect(wait).toBeLessThanOrEqual(3_600_000);
  });
});
