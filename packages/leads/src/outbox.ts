import type { LeadRow } from "./rows";
import type { LeadsConfig, SendResult } from "./send";
import { sendLead } from "./send";

const STORAGE_KEY = "agencia:outbox";

type Store = Pick<Storage, "getItem" | "setItem">;
export type Sender = (row: LeadRow) => Promise<SendResult>;

function read(store: Store): LeadRow[] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as LeadRow[]) : [];
  } catch {
    return [];
  }
}

function write(store: Store, rows: LeadRow[]): void {
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(rows));
  } catch {
    // Storage full or disabled: the lead is still sent now, only the offline retry is lost.
  }
}

/**
 * Leads waiting for delivery, kept in localStorage so that a lead survives a network failure,
 * a closed tab or a reload. Entries are keyed by the lead's id.
 */
export function createOutbox(store: Store) {
  return {
    pending: () => read(store),
    put(row: LeadRow) {
      write(store, [...read(store).filter((r) => r.id !== row.id), row]);
    },
    remove(id: string) {
      write(
        store,
        read(store).filter((r) => r.id !== id),
      );
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** Sends one lead through the outbox: it leaves the outbox once stored or refused for good. */
export async function deliver(outbox: Outbox, row: LeadRow, send: Sender): Promise<SendResult> {
  outbox.put(row);
  const result = await send(row);
  if (result.ok || !result.retry) outbox.remove(row.id);
  return result;
}

let flushing: Promise<number> | undefined;

/** Retries every waiting lead once; returns how many were delivered. One flush at a time. */
export function flushOutbox(outbox: Outbox, send: Sender): Promise<number> {
  flushing ??= (async () => {
    let delivered = 0;
    for (const row of outbox.pending()) {
      const result = await send(row);
      if (result.ok || !result.retry) outbox.remove(row.id);
      if (result.ok) delivered += 1;
      else if (result.retry) break;
    }
    return delivered;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** The browser's outbox for a backend, retried when the browser comes back online. */
export function browserOutbox(
  config: LeadsConfig,
  send: Sender = (row: LeadRow) => sendLead(config, row),
) {
  const outbox = createOutbox(localStorage);
  return {
    outbox,
    send,
    deliver: (row: LeadRow) => deliver(outbox, row, send),
    flush: () => flushOutbox(outbox, send),
  };
}
