import { LEAD_SOURCES, type LeadRow } from "./rows/lead-row";

/** The price of what a lead asks to buy (the offer pages' plans), for the conversion's value. */
export interface LeadValue {
  value: number;
  /** ISO 4217, e.g. 'ARS', 'USD'. */
  currency: string;
}

/**
 * The conversion a stored lead counts as, in GA4's recommended vocabulary: `sign_up` for the
 * newsletter, `generate_lead` for every other form. Only the lead's kind travels, never what the
 * person typed (no name, e-mail, phone or message).
 */
export interface LeadEvent {
  name: "generate_lead" | "sign_up";
  params: { tipo: string; origen: string; form_id: string } & Partial<LeadValue>;
}

/** The service pages' and landings' form (its origen is the page's own label). */
const LANDING_FORM_ID = "landing";

/** Which form wrote the row: the key of its fixed tipo/origen (rows.ts), or the landings' form. */
function formIdOf(row: LeadRow): string {
  const source = Object.entries(LEAD_SOURCES).find(
    ([, { tipo, origen }]) => row.tipo === tipo && row.origen === origen,
  );
  return source?.[0] ?? LANDING_FORM_ID;
}

export function leadEvent(row: LeadRow, value?: LeadValue): LeadEvent {
  const formId = formIdOf(row);
  return {
    name: formId === "newsletter" ? "sign_up" : "generate_lead",
    params: { tipo: row.tipo, origen: row.origen, form_id: formId, ...value },
  };
}

const STORAGE_KEY = "agencia:lead-events";
/** How many reported leads are remembered, so a late retry of one never reports it again. */
const REMEMBERED = 100;

type Store = Pick<Storage, "getItem" | "setItem">;

interface Kept {
  /** The conversion of each lead not known to be stored yet, by id. */
  pending: Record<string, LeadEvent>;
  /** Ids of leads already reported, newest last. */
  done: string[];
}

function isKept(value: unknown): value is Kept {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as Kept).pending === "object" &&
    Array.isArray((value as Kept).done)
  );
}

/**
 * The conversions of leads not stored yet, kept beside the outbox (in localStorage, so a lead
 * delivered after a reload still counts). Taking one marks its lead done: whichever attempt
 * learns first that the lead is stored reports it, and no other attempt, before or after a
 * reload, can report it again.
 */
export function createLeadEvents(store: Store | null) {
  let memory: Kept = { pending: {}, done: [] };
  const read = (): Kept => {
    try {
      const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? "null");
      return isKept(parsed) ? parsed : memory;
    } catch {
      return memory;
    }
  };
  const write = (kept: Kept) => {
    memory = kept;
    try {
      store?.setItem(STORAGE_KEY, JSON.stringify(kept));
    } catch {
      // Storage full or disabled: the conversion still counts from this page.
    }
  };
  return {
    put(id: string, event: LeadEvent) {
      const kept = read();
      if (!kept.done.includes(id)) write({ ...kept, pending: { ...kept.pending, [id]: event } });
    },
    /** The stored lead's conversion if no attempt has taken it yet; it is done from now on. */
    take(id: string): LeadEvent | undefined {
      const { pending, done } = read();
      const { [id]: event, ...rest } = pending;
      if (done.includes(id)) return undefined;
      write({ pending: rest, done: [...done, id].slice(-REMEMBERED) });
      return event;
    },
    /** Forgets a refused lead's conversion: corrected and sent again, it counts once stored. */
    drop(id: string) {
      const kept = read();
      const { [id]: _dropped, ...pending } = kept.pending;
      write({ ...kept, pending });
    },
  };
}

export type LeadEvents = ReturnType<typeof createLeadEvents>;
