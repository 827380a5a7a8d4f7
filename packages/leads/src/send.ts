import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database.types";
import { HELD_BACK_CODE, retryAfterMs } from "./held-back";
import { CONSTRAINT_MESSAGES, FORBIDDEN_CHARACTER_MESSAGE } from "./limits";
import { REQUEST_TIMEOUT_MS, supabaseClient, type SupabaseConfig } from "./supabase-client";
import type { LeadRow } from "./rows";

export interface LeadsConfig extends SupabaseConfig {
  /** How long one attempt may take before it counts as a network failure. */
  timeoutMs?: number;
}

export type SendResult =
  | { ok: true }
  /**
   * Worth retrying later: the lead stays in the outbox. `retryAfterMs` when the database's limits
   * held it back and said when to try again.
   */
  | { ok: false; retry: true; detail: string; retryAfterMs?: number }
  /** The database refused the row; `message` tells the visitor why, when we know. */
  | { ok: false; retry: false; detail: string; message?: string };

/** The lead forms' client: the anon key and never a session. */
export function leadsClient(config: LeadsConfig): Promise<SupabaseClient<Database>> {
  return supabaseClient(config, "anonymous");
}

interface PostgrestFailure {
  code?: string;
  message?: string;
  details?: string | null;
}

/** Maps a refused insert to the message of the constraint it broke (or of a NUL character). */
export function refusalMessage(error: PostgrestFailure): string | undefined {
  if (error.code === "22P05") return FORBIDDEN_CHARACTER_MESSAGE;
  const constraint = Object.keys(CONSTRAINT_MESSAGES).find((name) =>
    error.message?.includes(`"${name}"`),
  );
  return constraint ? CONSTRAINT_MESSAGES[constraint] : undefined;
}

/**
 * Inserts one lead with return=minimal (anon may not read it back). The id is the primary key,
 * so a retry of a lead that was already stored is refused as a duplicate (23505), which means
 * it is safe: sending the same lead twice stores it once. (An upsert that ignores duplicates
 * would need SELECT on the key, which anon must not have.)
 */
export async function sendLead(config: LeadsConfig, row: LeadRow): Promise<SendResult> {
  try {
    const client = await leadsClient(config);
    const { error, status } = await client
      .from("contactos")
      .insert(row)
      .abortSignal(AbortSignal.timeout(config.timeoutMs ?? REQUEST_TIMEOUT_MS));
    if (!error) return { ok: true };
    const detail = `${status} ${error.code ?? ""} ${error.message}`.trim();
    if (error.code === "23505" && error.message.includes("contactos_pkey")) return { ok: true };
    if (error.code === HELD_BACK_CODE)
      return { ok: false, retry: true, detail, retryAfterMs: retryAfterMs(error.details) };
    if (status === 0 || status === 408 || status === 429 || status >= 500) {
      return { ok: false, retry: true, detail };
    }
    return { ok: false, retry: false, detail, message: refusalMessage(error) };
  } catch (error) {
    return { ok: false, retry: true, detail: String(error) };
  }
}
