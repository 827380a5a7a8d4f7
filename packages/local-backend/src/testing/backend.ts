import {
  createClient,
  type SupabaseClient,
  type WebSocketLikeConstructor,
} from "@supabase/supabase-js";
import WebSocket from "ws";
import { type LocalBackend, type LocalBackendOptions, startLocalBackend } from "../start";
import { TEST_KEYS } from "./test-keys";

/** A backend on a free port, fresh in-memory database unless told otherwise. */
export function startTestBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  return startLocalBackend({ port: 0, storage: "memory", ...options });
}

/**
 * supabase-js as the site creates it, with the test run's public key unless told otherwise.
 * Node 20 has no global WebSocket, so the realtime client gets the `ws` class.
 */
export function supabaseClient(url: string, key: string = TEST_KEYS.publicKey): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
  });
}

export function anonClient(url: string): SupabaseClient {
  return supabaseClient(url, TEST_KEYS.publicKey);
}

export function serviceClient(url: string): SupabaseClient {
  return supabaseClient(url, TEST_KEYS.serverKey);
}

/** Raw fetch with the usual Supabase headers (the test run's public key unless told), for what supabase-js cannot send. */
export function restFetch(
  url: string,
  path: string,
  init: RequestInit & { key?: string } = {},
): Promise<Response> {
  const key = init.key ?? TEST_KEYS.publicKey;
  const headers = new Headers(init.headers);
  if (!headers.has("apikey")) headers.set("apikey", key);
  if (!headers.has("authorization")) headers.set("authorization", `Bearer ${key}`);
  return fetch(`${url}${path}`, { ...init, headers });
}
