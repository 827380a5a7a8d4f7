import { createLeadEvents, leadEvent, type LeadEvent, type LeadValue } from "./lead-events";
import type { LeadRow } from "./rows";
import type { LeadsConfig, SendResult } from "./send";
import { leadsClient, sendLead } from "./send";

const STORAGE_KEY = "agencia:outbox";
/** When each held-back lead may be sent again (epoch ms), by id. */
const HELD_KEY = "agencia:outbox-held";

type Store = Pick<Storage, "getItem" | "setItem">;
export type Sender = (row: LeadRow) => Promise<SendResult>;
type Held = Record<string, number>;

function read<T>(store: Store, key: string, valid: (value: unknown) => value is T, empty: T): T {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? "null");
    return valid(parsed) ? parsed : empty;
  } catch {
    return empty;
  }
}

function write(store: Store, key: string, value: unknown): void {
  try {
    store.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the lead is still sent now, only the offline retry is lost.
  }
}

const isRows = (value: unknown): value is LeadRow[] => Array.isArray(value);
const isHeld = (value: unknown): value is Held =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Leads waiting for delivery, kept in localStorage so that a lead survives a network failure,
 * a closed tab or a reload. Entries are keyed by the lead's id. A lead the database's limits held
 * back waits until the time they gave (`hold`), across reloads too.
 */
export function createOutbox(store: Store) {
  const rows = () => read(store, STORAGE_KEY, isRows, []);
  const held = () => read(store, HELD_KEY, isHeld, {});
  return {
    pending: rows,
    /** The waiting leads that may be sent at `now` (epoch ms). */
    due: (now: number) => rows().filter((row) => !((held()[row.id] ?? 0) > now)),
    /** The next time after `now` that a held-back lead may be sent, if one waits. */
    nextRelease(now: number): number | undefined {
      const ids = new Set(rows().map((row) => row.id));
      const times = Object.entries(held()).flatMap(([id, at]) =>
        ids.has(id) && at > now ? [at] : [],
      );
      return times.length > 0 ? Math.min(...times) : undefined;
    },
    put(row: LeadRow) {
      write(store, STORAGE_KEY, [...rows().filter((r) => r.id !== row.id), row]);
    },
    /** Keeps the lead from being sent before `until` (epoch ms). */
    hold(id: string, until: number) {
      write(store, HELD_KEY, { ...held(), [id]: until });
    },
    remove(id: string) {
      write(
        store,
        STORAGE_KEY,
        rows().filter((r) => r.id !== id),
      );
      const { [id]: released, ...others } = held();
      if (released !== undefined) write(store, HELD_KEY, others);
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * What one attempt's answer does to the outbox: a stored or refused lead leaves it, a held-back
 * one waits the time the database gave; any other failure leaves it for the next flush.
 */
function settle(outbox: Outbox, row: LeadRow, result: SendResult): void {
  if (result.ok || !result.retry) outbox.remove(row.id);
  else if (result.retryAfterMs !== undefined) outbox.hold(row.id, Date.now() + result.retryAfterMs);
}

/** Sends one lead through the outbox: it leaves the outbox once stored or refused for good. */
export async function deliver(outbox: Outbox, row: LeadRow, send: Sender): Promise<SendResult> {
  outbox.put(row);
  const result = await send(row);
  settle(outbox, row, result);
  return result;
}

let flushing: Promise<number> | undefined;

/**
 * Retries every waiting lead that is due once, until one fails again; returns how many were
 * delivered. One flush at a time.
 */
export function flushOutbox(outbox: Outbox, send: Sender): Promise<number> {
  flushing ??= (async () => {
    let delivered = 0;
    for (const row of outbox.due(Date.now())) {
      const result = await send(row);
      settle(outbox, row, result);
      if (result.ok) delivered += 1;
      else if (result.retry) break;
    }
    return delivered;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

/** setTimeout's longest delay (about 24.8 days); a later release is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The browser's outbox for a backend (`send`, supabase-js when not given), retried when the
 * browser comes back online, and a held-back lead when its time comes. `onStored` hears each
 * lead's conversion once, when the row is stored:
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
  // One timer, for the earliest held-back lead: it is sent when its window reopens, not before.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    const delivered = await flushOutbox(outbox, sendAndCount);
    wake();
    return delivered;
  };
  const wake = () => {
    clearTimeout(timer);
    const now = Date.now();
    const release = outbox.nextRelease(now);
    if (release !== undefined)
      timer = setTimeout(() => void flush(), Math.min(release - now, MAX_TIMER_MS));
  };
  return {
    outbox,
    /** Sends one lead; `value` is the price of what it asks to buy, for its conversion. */
    async deliver(row: LeadRow, value?: LeadValue) {
      events.put(row.id, leadEvent(row, value));
      const result = await deliver(outbox, row, sendAndCount);
      wake();
      return result;
    },
    /** Sends what is due now, and wakes again for what is held back. */
    flush,
    /**
     * Loads what sending needs (supabase-js and its client) without sending anything, so that
     * the first lead does not wait for it after the tap. A load that fails is tried again then.
     */
    prepare() {
      if (!send) leadsClient(config).catch(() => {});
    },
  };
}
