import { createOutbox, deliver, flushOutbox } from "./outbox";
import { newsletterRow, type LeadRow } from "./rows";
import type { SendResult } from "./send";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const row = (id: string) => newsletterRow(`${id}@pyme.com.ar`, { id, now: new Date() });

/** A pretend database: stores each id once, and can be switched off. */
function fakeDatabase() {
  const stored = new Map<string, LeadRow>();
  let online = true;
  return {
    stored,
    setOnline: (value: boolean) => void (online = value),
    send: async (lead: LeadRow): Promise<SendResult> => {
      if (!online) return { ok: false, retry: true, detail: "TypeError: Failed to fetch" };
      if (!stored.has(lead.id)) stored.set(lead.id, lead);
      return { ok: true };
    },
  };
}

describe("outbox", () => {
  it("keeps a lead that could not be sent and delivers it once the backend is back", async () => {
    const outbox = createOutbox(memoryStorage());
    const db = fakeDatabase();
    db.setOnline(false);
    const result = await deliver(outbox, row("a"), db.send);
    expect(result.ok).toBe(false);
    expect(outbox.pending().map((lead) => lead.id)).toEqual(["a"]);
    db.setOnline(true);
    expect(await flushOutbox(outbox, db.send)).toBe(1);
    expect(outbox.pending()).toEqual([]);
    expect([...db.stored.keys()]).toEqual(["a"]);
  });

  it("stores a lead once however often it is retried", async () => {
    const outbox = createOutbox(memoryStorage());
    const db = fakeDatabase();
    await deliver(outbox, row("b"), db.send);
    await deliver(outbox, row("b"), db.send);
    await flushOutbox(outbox, db.send);
    expect(db.stored.size).toBe(1);
  });

  it("drops a lead the database refused for good, so it is not retried forever", async () => {
    const outbox = createOutbox(memoryStorage());
    const refuse = async (): Promise<SendResult> => ({ ok: false, retry: false, detail: "23514" });
    await deliver(outbox, row("c"), refuse);
    expect(outbox.pending()).toEqual([]);
  });

  it("replaces a waiting lead when the visitor corrects it and sends again", async () => {
    const outbox = createOutbox(memoryStorage());
    outbox.put(row("d"));
    outbox.put({ ...row("d"), email: "corregido@pyme.com.ar" });
    expect(outbox.pending()).toHaveLength(1);
    expect(outbox.pending()[0]?.email).toBe("corregido@pyme.com.ar");
  });

  it("keeps a lead the database's limits held back until the time they gave, across a reload", async () => {
    const storage = memoryStorage();
    const db = fakeDatabase();
    let heldBack = true;
    const send = async (lead: LeadRow): Promise<SendResult> =>
      heldBack
        ? { ok: false, retry: true, detail: "429 LD429", retryAfterMs: 60_000 }
        : db.send(lead);
    const before = Date.now();
    await deliver(createOutbox(storage), row("e"), send);

    const reloaded = createOutbox(storage);
    expect(reloaded.pending().map((lead) => lead.id)).toEqual(["e"]);
    expect(reloaded.due(Date.now())).toEqual([]);
    heldBack = false;
    expect(await flushOutbox(reloaded, send)).toBe(0);
    const release = reloaded.nextRelease(Date.now())!;
    expect(release).toBeGreaterThanOrEqual(before + 60_000);
    expect(reloaded.nextRelease(release)).toBeUndefined();

    expect(reloaded.due(release).map((lead) => lead.id)).toEqual(["e"]);
    vi.setSystemTime(release);
    try {
      expect(await flushOutbox(reloaded, send)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(reloaded.pending()).toEqual([]);
    expect(reloaded.nextRelease(0)).toBeUndefined();
    expect([...db.stored.keys()]).toEqual(["e"]);
  });
});
