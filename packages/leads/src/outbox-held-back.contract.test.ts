// @vitest-environment node
import { startLocalBackend, type LocalBackend } from "@agencia/local-backend";
import { TEST_KEYS } from "@agencia/local-backend/test-keys";
import { JSDOM } from "jsdom";
import WebSocket from "ws";
import type { LeadEvent } from "./lead-events";
import { browserOutbox } from "./outbox";
import { newsletterRow, type LeadRow } from "./rows";
import { sendLead } from "./send";

// The browser's outbox with jsdom's localStorage, supabase-js and the backend; its timers are the
// test's to move.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
globalThis.localStorage = new JSDOM("", { url: "http://localhost:3000/" }).window.localStorage;

let backend: LocalBackend;
beforeAll(async () => {
  // One lead per e-mail per minute: a second one is held back however slow the machine is.
  backend = await startLocalBackend({
    port: 0,
    storage: "memory",
    leadLimits: { perEmail: 1, windowSeconds: 60 },
  });
}, 120_000);
afterAll(() => backend.close());

/** Changes the backend's limits (its admin endpoint, as a test may). */
async function setLimits(change: Record<string, number>): Promise<void> {
  const response = await fetch(`${backend.url}/__admin/lead-limits`, {
    method: "POST",
    headers: {
      apikey: TEST_KEYS.serverKey,
      Authorization: `Bearer ${TEST_KEYS.serverKey}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(change),
  });
  expect(response.status).toBe(200);
}

async function storedIds(email: string): Promise<string[]> {
  const response = await fetch(
    `${backend.url}/rest/v1/contactos?select=id&email=eq.${encodeURIComponent(email)}`,
    { headers: { apikey: TEST_KEYS.serverKey, Authorization: `Bearer ${TEST_KEYS.serverKey}` } },
  );
  return ((await response.json()) as Array<{ id: string }>).map((row) => row.id);
}

describe("the outbox and the database's limits", () => {
  it("sends a held-back lead once its window reopens, not before and not again, and counts its conversion once", async () => {
    const config = { supabaseUrl: backend.url, supabaseAnonKey: TEST_KEYS.publicKey };
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

    // The outbox's timer and Date are the test's to move; they also run on in real time.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], shouldAdvanceTime: true });
    try {
      expect(await outbox.deliver(first)).toEqual({ ok: true });
      const held = await outbox.deliver(second);
      expect(held).toMatchObject({ ok: false, retry: true, retryAfterMs: expect.any(Number) });
      const wait = held.ok || !held.retry ? 0 : (held.retryAfterMs ?? 0);
      expect(wait).toBeGreaterThan(50_000);
      expect(outbox.outbox.pending().map((row) => row.id)).toEqual([second.id]);
      // A flush before its time (a reload, the browser back online) does not send it, nor does
      // the outbox until the time has nearly come.
      expect(await outbox.flush()).toBe(0);
      await vi.advanceTimersByTimeAsync(wait - 5_000);
      expect(attempts).toEqual([first.id, second.id]);

      // The database's clock is real: its window is shortened so that it has reopened by now.
      await setLimits({ windowSeconds: 1 });
      await vi.advanceTimersByTimeAsync(5_000);
      await expect
        .poll(() => storedIds(email), { timeout: 15_000, interval: 100 })
        .toEqual(expect.arrayContaining([first.id, second.id]));
      await expect.poll(() => outbox.outbox.pending(), { timeout: 5_000 }).toEqual([]);
      const sent = attempts.length;
      await vi.advanceTimersByTimeAsync(3_600_000);
      expect(attempts).toHaveLength(sent);
    } finally {
      vi.useRealTimers();
    }
    // Sent again only once its time had come (a second time if the database, a moment slower,
    // still held it back for the second left), and never after it was stored.
    expect(attempts.slice(0, 3)).toEqual([first.id, second.id, second.id]);
    expect(new Set(attempts.slice(2))).toEqual(new Set([second.id]));
    expect(events.map((event) => event.name)).toEqual(["sign_up", "sign_up"]);
  });
});
