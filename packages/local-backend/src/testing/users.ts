import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { grantStaffOverHttp } from "../auth/staff";
import { TEST_KEYS } from "./test-keys";
import { anonClient } from "./backend";

const PASSWORD = "secreto123";

export interface SignedInUser {
  client: SupabaseClient;
  email: string;
}

/**
 * A new user, signed in on a client of their own (the session lives in memory), connecting from
 * `address` when given (see `fetchFrom`).
 */
export async function signedInUser(
  url: string,
  { data, address }: { data?: Record<string, unknown>; address?: string } = {},
): Promise<SignedInUser> {
  const email = `usuario.${randomUUID()}@example.com`;
  const client = anonClient(url, address);
  const { error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  if (error) throw error;
  return { client, email };
}

/** A user made staff as `make-staff` does, signed in again so that the token carries the role. */
export async function staffUser(url: string, address?: string): Promise<SignedInUser> {
  const user = await signedInUser(url, { address });
  const granted = await grantStaffOverHttp(url, TEST_KEYS.serverKey, user.email);
  if (!granted.ok) throw new Error(granted.reason);
  const { error } = await user.client.auth.signInWithPassword({
    email: user.email,
    password: PASSWORD,
  });
  if (error) throw error;
  return user;
}
