import {
  createClient,
  type SupabaseClient,
  type WebSocketLikeConstructor,
} from "@supabase/supabase-js";
import { Agent, fetch as undiciFetch } from "undici";
import WebSocket from "ws";
import { LIFTED_LEAD_LIMITS } from "../admin/lead-limits";
import { type LocalBackend, type LocalBackendOptions, startLocalBackend } from "../start";
import { TEST_KEYS } from "./test-keys";

/**
 * A backend on a free port, fresh in-memory database unless told otherwise. The limits on
 * visitors' leads are lifted, so a test about something else may insert as many as it needs from
 * one address; the limits' own tests ask for `leadLimits: "defaults"`.
 */
export function startTestBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  return startLocalBackend({
    port: 0,
    storage: "memory",
    leadLimits: LIFTED_LEAD_LIMITS,
    ...options,
  });
}

/**
 * A fetch whose connections leave from `address`, another loopback address than 127.0.0.1 (e.g.
 * `127.0.0.2`): to the backend, which takes the client's address from the connection as hosted
 * Supabase's gateway does, another client.
 */
export function fetchFrom(address: string): typeof fetch {
  const dispatcher = new Agent({ localAddress: address });
  return ((input: string | URL, init?: RequestInit) =>
    undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof fetch;
}

/**
 * supabase-js as the site creates it, with the test run's public key unless told otherwise,
 * connecting from `address` when given (`fetchFrom`). Node 20
 * has no global WebSocket, so the realtime client gets the `ws` class.
 */
export function supabaseClient(
  url: string,
  key: string = TEST_KEYS.publicKey,
  address?: string,
): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as WebSocketLikeConstructor },
    ...(address === undefined ? {} : { global: { fetch: fetchFrom(address) } }),
  });
}

export function anonClient(url: string, address?: string): SupabaseClient {
  return supabaseClient(url, TEST_KEYS.publicKey, address);
}

export function serviceClient(url: string, address?: string): SupabaseClient {
  return supabaseClient(url, TEST_KEYS.serverKey, address);
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
