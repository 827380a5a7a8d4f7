import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database, Tables } from "../database.types";
import { type InboxFilters, localDay } from "./filters";

export type Lead = Tables<"contactos">;
export type LeadOrigin = Tables<"contactos_origenes">;
type Client = SupabaseClient<Database>;

export const PAGE_SIZE = 20;
/** Supabase's `max_rows`: the most one request answers. */
const BATCH_SIZE = 1000;

export interface LeadsPage {
  leads: Lead[];
  /** Every lead that matches the filters. */
  total: number;
}

/** A query failure, with PostgREST's code (e.g. 42501 for a missing grant). */
export class InboxQueryError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = "InboxQueryError";
  }
}

/**
 * The search as a PostgREST `or` tree over nombre, email and mensaje: case-insensitive, the
 * text anywhere. LIKE's own wildcards in the text are escaped, and the value is quoted so commas
 * and parentheses stay text. PostgREST turns `*` into `%`, so a typed `*` is dropped.
 */
export function searchFilter(text: string): string | null {
  const words = text.replace(/\*/g, " ").replace(/\s+/g, " ").trim();
  if (words === "") return null;
  const pattern = `*${words.replace(/[\\%_]/g, (char) => `\\${char}`)}*`;
  const quoted = `"${pattern.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
  return ["nombre", "email", "mensaje"].map((column) => `${column}.ilike.${quoted}`).join(",");
}

function filtered(
  client: Client,
  filters: InboxFilters,
  options?: { count: "exact"; head?: boolean },
) {
  let query = client.from("contactos").select("*", options);
  if (filters.tipo) query = query.eq("tipo", filters.tipo);
  if (filters.origen) query = query.eq("origen", filters.origen);
  if (filters.desde) query = query.gte("created_at", localDay(filters.desde).toISOString());
  if (filters.hasta) query = query.lt("created_at", localDay(filters.hasta, 1).toISOString());
  const search = searchFilter(filters.buscar);
  if (search) query = query.or(search);
  // Newest first; the id breaks ties so that pages never repeat or skip a lead.
  return query.order("created_at", { ascending: false }).order("id", { ascending: true });
}

function failure(error: { message: string; code?: string }, status: number): InboxQueryError {
  return new InboxQueryError(error.message, error.code, status);
}

/** One page (1-based) of the leads that match, newest first, and how many match in all. */
export async function fetchLeadsPage(
  client: Client,
  filters: InboxFilters,
  page: number,
  pageSize = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<LeadsPage> {
  const from = (page - 1) * pageSize;
  let query = filtered(client, filters, { count: "exact" }).range(from, from + pageSize - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error, count, status } = await query;
  // Past the last page PostgREST answers 416: the page is empty, and the total is asked apart.
  if (error?.code === "PGRST103") {
    let head = filtered(client, filters, { count: "exact", head: true });
    if (signal) head = head.abortSignal(signal);
    const counted = await head;
    if (counted.error) throw failure(counted.error, counted.status);
    return { leads: [], total: counted.count ?? 0 };
  }
  if (error) throw failure(error, status);
  return { leads: data ?? [], total: count ?? data?.length ?? 0 };
}

/**
 * Every lead that matches (for the CSV), read in batches of Supabase's row limit. A lead that
 * arrives meanwhile shifts the pages by one, so a lead seen twice is kept once.
 */
export async function fetchAllLeads(client: Client, filters: InboxFilters): Promise<Lead[]> {
  const leads = new Map<string, Lead>();
  for (let from = 0; ; from += BATCH_SIZE) {
    const { data, error, status } = await filtered(client, filters).range(
      from,
      from + BATCH_SIZE - 1,
    );
    if (error) throw failure(error, status);
    for (const lead of data ?? []) if (!leads.has(lead.id)) leads.set(lead.id, lead);
    if (!data || data.length < BATCH_SIZE) return [...leads.values()];
  }
}

/** One lead by id (a notification e-mail's link), or null when there is none to read. */
export async function fetchLead(
  client: Client,
  id: string,
  signal?: AbortSignal,
): Promise<Lead | null> {
  let query = client.from("contactos").select("*").eq("id", id);
  if (signal) query = query.abortSignal(signal);
  const { data, error, status } = await query.maybeSingle();
  if (error) throw failure(error, status);
  return data;
}

/** The origins leads came from, with their counts, most used first. */
export async function fetchLeadOrigins(
  client: Client,
  signal?: AbortSignal,
): Promise<LeadOrigin[]> {
  let query = client
    .from("contactos_origenes")
    .select("*")
    .order("total", { ascending: false })
    .order("origen", { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error, status } = await query;
  if (error) throw failure(error, status);
  return data ?? [];
}
