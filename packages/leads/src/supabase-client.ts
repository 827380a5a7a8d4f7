import type { SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "./database.types";

/** Where the Supabase project is: its URL and public anon key (safe in the browser by design). */
export interface SupabaseConfig {
  supabaseUrl: string;
  /** The public anon key: row-level security decides what it may do. */
  supabaseAnonKey: string;
}

/**
 * `anonymous`: the lead forms' client, which never keeps a session (visitors insert as anon).
 * `session`: the staff area's client, which signs in, keeps the session in localStorage and
 * refreshes its access token, so reads carry the user's JWT and RLS decides.
 */
export type ClientMode = "anonymous" | "session";

const AUTH_OPTIONS = {
  anonymous: {
    persistSession: false,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    // Its own key, so it never touches (or warns about) the staff session's storage.
    storageKey: "sb-leads-anonymous",
  },
  session: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
} as const;

/** What tests and stories may change: where the session is kept, and how requests go out. */
export interface ClientOverrides {
  storage?: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  fetch?: typeof fetch;
}

/** A new client of that mode (supabase-js loaded on demand). Pages use `supabaseClient`. */
export async function createSupabaseClient(
  config: SupabaseConfig,
  mode: ClientMode,
  overrides: ClientOverrides = {},
): Promise<SupabaseClient<Database>> {
  const { createClient } = await import("@supabase/supabase-js");
  return createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { ...AUTH_OPTIONS[mode], ...(overrides.storage ? { storage: overrides.storage } : {}) },
    ...(overrides.fetch ? { global: { fetch: overrides.fetch } } : {}),
  });
}

const clients = new Map<string, Promise<SupabaseClient<Database>>>();

/**
 * The page's one client of that mode: supabase-js is loaded on first use, so pages do not pay
 * for it until they need it.
 */
export function supabaseClient(
  config: SupabaseConfig,
  mode: ClientMode,
): Promise<SupabaseClient<Database>> {
  const key = `${mode}|${config.supabaseUrl}|${config.supabaseAnonKey}`;
  let client = clients.get(key);
  if (!client) {
    client = createSupabaseClient(config, mode);
    // A failed load (offline) is not cached: the next call tries again.
    client.catch(() => clients.delete(key));
    clients.set(key, client);
  }
  return client;
}
