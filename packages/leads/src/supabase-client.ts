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

/**
 * How long one request may take before it counts as a network failure: a server that hangs
 * must not leave a form sending forever (the visitor sees the error and keeps the values).
 */
export const REQUEST_TIMEOUT_MS = 8000;

/** `fetch` that gives up after `ms`, or earlier when the caller's own signal aborts. */
export function fetchWithTimeout(base: typeof fetch, ms: number): typeof fetch {
  return async (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException("signal timed out", "TimeoutError")),
      ms,
    );
    const outer = init?.signal;
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener("abort", forward, { once: true });
    try {
      return await base(input, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener("abort", forward);
    }
  };
}

/** A new client of that mode (supabase-js loaded on demand). Pages use `supabaseClient`. */
export async function createSupabaseClient(
  config: SupabaseConfig,
  mode: ClientMode,
  overrides: ClientOverrides = {},
): Promise<SupabaseClient<Database>> {
  const { createClient } = await import("@supabase/supabase-js");
  // The lead forms bound each insert themselves (LeadsConfig.timeoutMs); the staff area's
  // sign-in, refreshes and reads get the same bound here.
  const fetcher =
    mode === "session"
      ? fetchWithTimeout(
          overrides.fetch ?? ((input, init) => fetch(input, init)),
          REQUEST_TIMEOUT_MS,
        )
      : overrides.fetch;
  return createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { ...AUTH_OPTIONS[mode], ...(overrides.storage ? { storage: overrides.storage } : {}) },
    ...(fetcher ? { global: { fetch: fetcher } } : {}),
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
