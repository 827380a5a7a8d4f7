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
});
