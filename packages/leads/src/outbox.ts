import { createLeadEvents, leadEvent, type LeadEvent, type LeadValue } from "./lead-events";
import type { LeadRow } from "./rows";
import type { LeadsConfig, SendResult } from "./send";
import { leadsClient, sendLead } from "./send";

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

/**
 * The browser's outbox for a backend (`send`, supabase-js when not given), retried when the
 * browser comes back online. `onStored` hears each lead's conversion once, when the row is stored:
 * on its first attempt, a retry, or the outbox after a reload (an attempt that finds the row
 * already stored reports nothing again).
 */
export function browserOutbox(
  config: LeadsConfig,
  send?: Sender,
  onStored?: (event: LeadEvent) => void,
) {
  const sendRow = send ?? ((row: LeadRow) => sendLead(config, row));
  const outbox = createOutbox(localStorage);
  const events = createLeadEvents(localStorage);
  const sendAndCount: Sender = async (row) => {
    const result = await sendRow(row);
    if (result.ok) {
      const event = events.take(row.id);
      if (event) onStored?.(event);
    } else if (!result.retry) events.drop(row.id);
    return result;
  };
  return {
    outbox,
    /** Sends one lead; `value` is the price of what it asks to buy, for its conversion. */
    deliver(row: LeadRow, value?: LeadValue) {
      events.put(row.id, leadEvent(row, value));
      return deliver(outbox, row, sendAndCount);
    },
    flush: () => flushOutbox(outbox, sendAndCount),
    /**
     * Loads what sending needs (supabase-js and its client) without sending anything, so that
     * the first lead does not wait for it after the tap. A load that fails is tried again then.
     */
    prepare() {
      if (!send) leadsClient(config).catch(() => {});
    },
  };
}
