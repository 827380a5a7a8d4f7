import type { Queryable } from "../db/types";

/**
 * The limits on visitors' leads and the mail digest (`private.lead_settings`, migrations
 * `…_limit_anonymous_leads.sql` and `…_digest_lead_mails.sql`), as the admin endpoint shows them.
 */
export interface LeadLimits {
  perAddress: number;
  addressWindowSeconds: number;
  perEmail: number;
  emailWindowSeconds: number;
  mailsPerWindow: number;
  mailWindowSeconds: number;
}

/** A change: `windowSeconds` sets both limits' windows; what is left out stays as it is. */
export interface LeadLimitsChange {
  perAddress?: number;
  perEmail?: number;
  windowSeconds?: number;
  mailsPerWindow?: number;
  mailWindowSeconds?: number;
}

/** Keeps a test's or a benchmark's inserts from being throttled (the digest too). */
export const LIFTED_LEAD_LIMITS: LeadLimitsChange = {
  perAddress: 1_000_000,
  perEmail: 1_000_000,
  mailsPerWindow: 1_000_000,
};

const MAX_WINDOW_SECONDS = 30 * 24 * 3600;

/** Each setting: its smallest value and the largest. */
const RANGES: Record<keyof LeadLimitsChange, [number, number]> = {
  perAddress: [1, 1_000_000_000],
  perEmail: [1, 1_000_000_000],
  windowSeconds: [1, MAX_WINDOW_SECONDS],
  mailsPerWindow: [0, 1_000_000_000],
  mailWindowSeconds: [1, MAX_WINDOW_SECONDS],
};

export type LeadLimitsParse =
  { ok: true; change: LeadLimitsChange } | { ok: false; message: string };

/** Validates `{ perAddress?, perEmail?, windowSeconds?, mailsPerWindow?, mailWindowSeconds? }`. */
export function parseLeadLimits(input: unknown): LeadLimitsParse {
  if (typeof input !== "object" || input === null || Array.isArray(input))
    return { ok: false, message: `Expected a JSON object with ${Object.keys(RANGES).join(", ")}` };
  const change: LeadLimitsChange = {};
  for (const [key, value] of Object.entries(input)) {
    const range = RANGES[key as keyof LeadLimitsChange] as [number, number] | undefined;
    if (range === undefined) return { ok: false, message: `Unknown setting "${key}"` };
    const [min, max] = range;
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
      return { ok: false, message: `${key} must be a whole number from ${min} to ${max}` };
    change[key as keyof LeadLimitsChange] = value;
  }
  return { ok: true, change };
}

const SELECT_LIMITS = `per_address::integer as "perAddress",
  extract(epoch from address_window)::integer as "addressWindowSeconds",
  per_email::integer as "perEmail",
  extract(epoch from email_window)::integer as "emailWindowSeconds",
  mails_per_window::integer as "mailsPerWindow",
  extract(epoch from mail_window)::integer as "mailWindowSeconds"`;

async function one(db: Queryable, sql: string, params?: readonly unknown[]): Promise<LeadLimits> {
  const row = (await db.query<LeadLimits & Record<string, unknown>>(sql, params)).rows[0];
  if (row === undefined) throw new Error("private.lead_settings has no row");
  return row;
}

export function readLeadLimits(db: Queryable): Promise<LeadLimits> {
  return one(db, `select ${SELECT_LIMITS} from private.lead_settings`);
}

export function changeLeadLimits(db: Queryable, change: LeadLimitsChange): Promise<LeadLimits> {
  return one(
    db,
    `update private.lead_settings set
       per_address = coalesce($1::integer, per_address),
       per_email = coalesce($2::integer, per_email),
       address_window = coalesce(make_interval(secs => $3::integer), address_window),
       email_window = coalesce(make_interval(secs => $3::integer), email_window),
       mails_per_window = coalesce($4::integer, mails_per_window),
       mail_window = coalesce(make_interval(secs => $5::integer), mail_window)
     returning ${SELECT_LIMITS}`,
    [
      change.perAddress ?? null,
      change.perEmail ?? null,
      change.windowSeconds ?? null,
      change.mailsPerWindow ?? null,
      change.mailWindowSeconds ?? null,
    ],
  );
}

/** Back to the product's defaults: the migrations' column defaults. */
export function resetLeadLimits(db: Queryable): Promise<LeadLimits> {
  return one(
    db,
    `update private.lead_settings set
       per_address = default, address_window = default, per_email = default,
       email_window = default, mails_per_window = default, mail_window = default
     returning ${SELECT_LIMITS}`,
  );
}
