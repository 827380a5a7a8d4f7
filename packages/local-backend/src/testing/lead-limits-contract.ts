import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { TEST_KEYS } from "./test-keys";
import type { LocalBackend } from "../start";
import { anonClient, fetchFrom, serviceClient } from "./backend";
import { contactoRow } from "./contactos";
import { signedInUser, staffUser } from "./users";

/** The refusal's code, written out: the contract checks the migration, not the client's copy. */
const HELD_BACK = "LD429";
const BY_ADDRESS = "Recibimos varios envíos seguidos desde esta conexión.";
const BY_EMAIL = "Recibimos varios envíos seguidos con este email.";

interface Refusal {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** The seconds a refusal says to wait, and which limit it names. */
function retryOf(error: Refusal | null): { retry_after: number; limit: string } {
  return JSON.parse(error?.details ?? "null") as { retry_after: number; limit: string };
}

/**
 * The database's limits on visitors' leads (migration `…_limit_anonymous_leads.sql`) as clients
 * on distinct loopback addresses see them through supabase-js, with the product's defaults: 5 per
 * client address per 10 minutes, 3 per e-mail address per hour. Registered once over PGlite and
 * once over a real PostgreSQL server.
 */
export function leadLimitsContract(start: () => Promise<LocalBackend>): void {
  let backend: LocalBackend;
  let service: SupabaseClient;
  /** Each test's clients connect from addresses of their own: 127.0.0.2, 127.0.0.3, … */
  let nextAddress = 2;
  const newAddress = () => `127.0.0.${nextAddress++}`;
  const uniqueEmail = (label: string) => `${label}.${randomUUID()}@pyme.com.ar`;

  beforeAll(async () => {
    backend = await start();
    service = serviceClient(backend.url);
  });

  afterAll(async () => {
    await backend?.close();
  });

  async function stored(ids: readonly unknown[]): Promise<number> {
    const { count, error } = await service
      .from("contactos")
      .select("id", { count: "exact", head: true })
      .in("id", ids.map(String));
    expect(error).toBeNull();
    return count ?? 0;
  }

  /** `count` leads from `client`, each with its own e-mail unless one is given; their results. */
  async function send(client: SupabaseClient, count: number, email?: string) {
    const results = [];
    for (let i = 0; i < count; i += 1) {
      const row = contactoRow({ email: email ?? uniqueEmail("lead") });
      results.push({ row, ...(await client.from("contactos").insert(row)) });
    }
    return results;
  }

  it("starts with the defaults: 5 per address per 10 minutes, 3 per e-mail per hour", async () => {
    const response = await fetch(`${backend.url}/__admin/lead-limits`, {
      headers: { apikey: TEST_KEYS.serverKey, Authorization: `Bearer ${TEST_KEYS.serverKey}` },
    });
    expect(await response.json()).toMatchObject({
      perAddress: 5,
      addressWindowSeconds: 600,
      perEmail: 3,
      emailWindowSeconds: 3600,
    });
  });

  it("refuses the 6th lead from one address within 10 minutes with 429 LD429, a Spanish message and the seconds until the window reopens", async () => {
    const client = anonClient(backend.url, newAddress());
    const first = await send(client, 5);
    expect(first.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
    const [sixth] = await send(client, 1);
    expect(sixth?.status).toBe(429);
    expect(sixth?.error).toMatchObject({ code: HELD_BACK, message: BY_ADDRESS });
    const { retry_after, limit } = retryOf(sixth?.error ?? null);
    expect(limit).toBe("address");
    expect(retry_after).toBeGreaterThan(500);
    expect(retry_after).toBeLessThanOrEqual(600);
    expect(sixth?.error?.hint).toBe(`Podés volver a enviarlo en ${retry_after} segundos.`);
    expect(await stored(first.map((result) => result.row.id))).toBe(5);
    expect(await stored([sixth?.row.id])).toBe(0);
  });

  it("answers the refusal as PostgREST does: 429 with Retry-After and Proxy-Status", async () => {
    const address = newAddress();
    await send(anonClient(backend.url, address), 5);
    const response = await fetchFrom(address)(`${backend.url}/rest/v1/contactos`, {
      method: "POST",
      headers: {
        apikey: TEST_KEYS.publicKey,
        Authorization: `Bearer ${TEST_KEYS.publicKey}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify(contactoRow({ email: uniqueEmail("raw") })),
    });
    const body = (await response.json()) as Refusal;
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBe(retryOf(body).retry_after);
    expect(response.headers.get("proxy-status")).toBe(`PostgREST; error=${HELD_BACK}`);
    expect(body).toEqual({
      code: HELD_BACK,
      message: BY_ADDRESS,
      details: expect.any(String),
      hint: expect.any(String),
    });
  });

  it("lets another address send while one is held back", async () => {
    const busy = anonClient(backend.url, newAddress());
    await send(busy, 6);
    const other = await send(anonClient(backend.url, newAddress()), 5);
    expect(other.map((result) => result.status)).toEqual([201, 201, 201, 201, 201]);
  });

  it("is not fooled by a forged X-Forwarded-For or CF-Connecting-IP: the address is the connection's", async () => {
    const address = newAddress();
    await send(anonClient(backend.url, address), 5);
    for (const forged of ["x-forwarded-for", "cf-connecting-ip", "x-real-ip"]) {
      const row = contactoRow({ email: uniqueEmail("forged") });
      const result = await anonClient(backend.url, address)
        .from("contactos")
        .insert(row)
        .setHeader(forged, `203.0.113.${nextAddress}`);
      expect([forged, result.status, result.error?.code]).toEqual([forged, 429, HELD_BACK]);
      expect(await stored([row.id])).toBe(0);
    }
  });

  it("refuses the 4th lead with one e-mail within an hour, whichever address sends it", async () => {
    const email = uniqueEmail("repetido");
    const results = [];
    for (let i = 0; i < 4; i += 1)
      results.push(...(await send(anonClient(backend.url, newAddress()), 1, email)));
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 429]);
    expect(results[3]?.error).toMatchObject({ code: HELD_BACK, message: BY_EMAIL });
    const { retry_after, limit } = retryOf(results[3]?.error ?? null);
    expect(limit).toBe("email");
    expect(retry_after).toBeGreaterThan(3500);
    expect(retry_after).toBeLessThanOrEqual(3600);
    // In capitals it is the same e-mail.
    const [cased] = await send(anonClient(backend.url, newAddress()), 1, email.toUpperCase());
    expect(cased?.error?.code).toBe(HELD_BACK);
  });

  it("limits a signed-in visitor who is not staff like an anonymous one", async () => {
    const { client } = await signedInUser(backend.url, { address: newAddress() });
    const results = await send(client, 6);
    expect(results.map((result) => result.status)).toEqual([201, 201, 201, 201, 201, 429]);
    expect(results[5]?.error?.code).toBe(HELD_BACK);
  });

  it("never refuses staff or the service role, from a held-back address and with one e-mail", async () => {
    const address = newAddress();
    const email = uniqueEmail("equipo");
    await send(anonClient(backend.url, address), 6);
    const staff = await staffUser(backend.url, address);
    for (const client of [serviceClient(backend.url, address), staff.client]) {
      const results = await send(client, 8, email);
      expect(results.map((result) => result.error)).toEqual(Array(8).fill(null));
      expect(await stored(results.map((result) => result.row.id))).toBe(8);
    }
  });

  it("stores at most 5 of 20 concurrent leads from one address", async () => {
    const client = anonClient(backend.url, newAddress());
    const rows = Array.from({ length: 20 }, () => contactoRow({ email: uniqueEmail("a-la-vez") }));
    const results = await Promise.all(rows.map((row) => client.from("contactos").insert(row)));
    expect(results.filter((result) => result.status === 201)).toHaveLength(5);
    expect(results.filter((result) => result.error?.code === HELD_BACK)).toHaveLength(15);
    expect(await stored(rows.map((row) => row.id))).toBe(5);
  });

  it("lets the address send again once its window reopens; refused attempts do not count", async () => {
    const admin = {
      apikey: TEST_KEYS.serverKey,
      Authorization: `Bearer ${TEST_KEYS.serverKey}`,
      "Content-Type": "application/json",
    };
    const client = anonClient(backend.url, newAddress());
    await send(client, 5);
    const [held] = await send(client, 1);
    expect(held?.error?.code).toBe(HELD_BACK);
    // The database's clock is real: the window is shortened to a second, then waited out.
    const change = await fetch(`${backend.url}/__admin/lead-limits`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ windowSeconds: 1 }),
    });
    expect(await change.json()).toMatchObject({ perAddress: 5, addressWindowSeconds: 1 });
    try {
      // Each refused attempt is another row; none of them delays the window.
      await expect
        .poll(async () => (await send(client, 1))[0]?.status, { timeout: 10_000, interval: 200 })
        .toBe(201);
    } finally {
      const reset = await fetch(`${backend.url}/__admin/lead-limits`, {
        method: "DELETE",
        headers: admin,
      });
      expect(await reset.json()).toMatchObject({ perAddress: 5, addressWindowSeconds: 600 });
    }
  });
}
