// @vitest-environment node
import { LIFTED_LEAD_LIMITS, startLocalBackend, type LocalBackend } from "@agencia/local-backend";
import { TEST_KEYS } from "@agencia/local-backend/test-keys";
import { JSDOM } from "jsdom";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import { browserOutbox } from "./outbox";
import { newsletterRow, type LeadRow } from "./rows";
import type { SendResult } from "./send";

// The browser's pieces the outbox uses: jsdom's localStorage, and a WebSocket for supabase-js
// on Node 20. Everything else is the real code: the outbox, supabase-js, HTTP, the backend.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;
const { localStorage } = new JSDOM("", { url: "http://localhost:3000/" }).window;
globalThis.localStorage = localStorage;

const SUBMISSIONS = 300;
/** The backend restarts as submissions 75, 150 and 225 go out... */
const RESTARTS_AT = [75, 150, 225];
/** ...and comes back after this many more have been tried while it is down. */
const TRIED_WHILE_DOWN = 12;
/** Visitors submitting at the same time. */
const CONCURRENCY = 6;

let dataDir: string;
let backend: LocalBackend | undefined;
let port = 0;

/**
 * Starts the backend on its data folder, on the same port as before (a restart). Every submission
 * comes from this process's address, so the limits on visitors' leads are lifted.
 */
async function startBackend(): Promise<void> {
  backend = await startLocalBackend({ port, storage: { dataDir }, leadLimits: LIFTED_LEAD_LIMITS });
  port = backend.port;
}

async function stopBackend(): Promise<void> {
  const running = backend;
  backend = undefined;
  await running?.close();
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "leads-outbox-"));
  await startBackend();
}, 120_000);

afterAll(async () => {
  await stopBackend();
  await rm(dataDir, { recursive: true, force: true });
});

async function storedIds(origen: string): Promise<string[]> {
  const response = await fetch(
    `http://127.0.0.1:${port}/rest/v1/contactos?select=id,email&origen=eq.${encodeURIComponent(origen)}`,
    { headers: { apikey: TEST_KEYS.serverKey, Authorization: `Bearer ${TEST_KEYS.serverKey}` } },
  );
  expect(response.status).toBe(200);
  const rows = (await response.json()) as Array<{ id: string; email: string }>;
  for (const row of rows) expect(row.email).toBe(`outbox-${row.id}@pyme.com.ar`);
  return rows.map((row) => row.id);
}

describe("the outbox with a backend that restarts", () => {
  it("delivers 300 submissions interleaved with three restarts, each lead stored exactly once", async () => {
    const origen = `outbox-restarts-${Date.now()}`;
    const tab = browserOutbox({
      supabaseUrl: `http://127.0.0.1:${port}`,
      supabaseAnonKey: TEST_KEYS.publicKey,
      timeoutMs: 5000,
    });
    const leads: LeadRow[] = Array.from({ length: SUBMISSIONS }, () => {
      const id = crypto.randomUUID();
      return { ...newsletterRow(`outbox-${id}@pyme.com.ar`, { id, now: new Date() }), origen };
    });

    const firstAttempts: SendResult[] = [];
    const inFlight = new Set<Promise<void>>();
    let stopping: Promise<void> | undefined;
    const failedWhileDown: number[] = [];
    for (const [index, lead] of leads.entries()) {
      if (RESTARTS_AT.includes(index)) stopping = stopBackend();
      const attempt = tab.deliver(lead).then((result) => {
        firstAttempts.push(result);
        if (!result.ok) failedWhileDown.push(index);
      });
      inFlight.add(attempt);
      void attempt.finally(() => inFlight.delete(attempt));
      if (inFlight.size >= CONCURRENCY) await Promise.race(inFlight);
      if (RESTARTS_AT.some((at) => index === at + TRIED_WHILE_DOWN)) {
        await stopping;
        await startBackend();
        // What the page does on the `online` event (and on the next page load).
        await tab.flush();
      }
    }
    await Promise.all(inFlight);

    // Submissions failed in each window while the backend was down, and waited in the outbox.
    for (const at of RESTARTS_AT) {
      expect(failedWhileDown.some((index) => index >= at && index <= at + TRIED_WHILE_DOWN)).toBe(
        true,
      );
    }
    expect(firstAttempts.every((result) => result.ok || result.retry)).toBe(true);

    // Whatever is left goes out once the backend is back, as the next `online` event would.
    for (let round = 0; round < 10 && tab.outbox.pending().length > 0; round += 1) {
      await tab.flush();
    }
    expect(tab.outbox.pending()).toEqual([]);

    const stored = await storedIds(origen);
    expect(stored).toHaveLength(SUBMISSIONS);
    expect(new Set(stored)).toEqual(new Set(leads.map((lead) => lead.id)));
  }, 180_000);
});
