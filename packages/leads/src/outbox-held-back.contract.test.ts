// @vitest-environment node
import { startLocalBackend, type LocalBackend } from "@agencia/local-backend";
import { ANON_KEY, SERVICE_ROLE_KEY } from "@agencia/local-backend/keys";
import { JSDOM } from "jsdom";
import WebSocket from "ws";
import type { LeadEvent } from "./lead-events";
import { browserOutbox } from "./outbox";
import { newsletterRow, type LeadRow } from "./rows";
import { sendLead } from "./send";

// The browser's outbox with jsdom's localStorage and real timers, supabase-js and the backend.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
globalThis.localStorage = new JSDOM("", { url: "http://localhost:3000/" }).window.localStorage;

/** One lead per e-mail per 2 s: short enough to wait for the window to reopen. */
const WINDOW_SECONDS = 2;

let backend: LocalBackend;
beforeAll(async () => {
  backend = await startLocalBackend({
    port: 0,
    storage: "memory",
    leadLimits: { perEmail: 1, windowSeconds: WINDOW_SECONDS },
  });
}, 120_000);
afterAll(() => backend.close());

async function storedIds(email: string): Promise<string[]> {
  const response = await fetch(
    `${backend.url}/rest/v1/contactos?select=id&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  );
  return ((await response.json()) as Array<{ id: string }>).map((row) => row.id);
}

describe("the outbox and the database's limits", () => {
  it("sends a held-back lead once its window reopens, not before and not again, and counts its conversion once", async () => {
    const config = { supabaseUrl: backend.url, supabaseAnonKey: ANON_KEY };
    const attempts: string[] = [];
    const events: LeadEvent[] = [];
    const outbox = browserOutbox(
      config,
      (row: LeadRow) => {
        attempts.push(row.id);
        return sendLead(config, row);
      },
      (event) => events.push(event),
    );
    const email = `espera-${Date.now()}@pyme.com.ar`;
    const first = newsletterRow(email, { id: crypto.randomUUID(), now: new Date() });
    const second = newsletterRow(email, { id: crypto.randomUUID(), now: new Date() });

    expect(await outbox.deliver(first)).toEqual({ ok: true });
    const held = await outbox.deliver(second);
    const heldAt = Date.now();
    expect(held).toMatchObject({ ok: false, retry: true, retryAfterMs: expect.any(Number) });
    expect(outbox.outbox.pending().map((row) => row.id)).toEqual([second.id]);
    // A flush before its time (a reload, the browser back online) does not send it.
    expect(await outbox.flush()).toBe(0);
    expect(attempts).toEqual([first.id, second.id]);

    await expect
      .poll(() => storedIds(email), { timeout: 15_000, interval: 100 })
      .toEqual(expect.arrayContaining([first.id, second.id]));
    expect(Date.now() - heldAt).toBeGreaterThanOrEqual(
      (held.ok || !held.retry ? 0 : (held.retryAfterMs ?? 0)) - 50,
    );
    expect(attempts).toEqual([first.id, second.id, second.id]);
    expect(outbox.outbox.pending()).toEqual([]);
    expect(events.map((event) => event.name)).toEqual(["sign_up", "sign_up"]);
  });
});
