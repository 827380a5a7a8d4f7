import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "../keys";

/** A project's pair of API keys: the public one (RLS decides) and the server one (bypasses it). */
export interface ApiKeys {
  kind: ApiKeyKind;
  /** `sb_publishable_…`, or the legacy anon JWT. */
  publicKey: string;
  /** `sb_secret_…`, or the legacy service_role JWT. */
  serverKey: string;
}

export type ApiKeyKind = "current" | "legacy";

export const API_KEYS: Readonly<Record<ApiKeyKind, ApiKeys>> = {
  current: { kind: "current", publicKey: PUBLISHABLE_KEY, serverKey: SECRET_KEY },
  legacy: { kind: "legacy", publicKey: ANON_KEY, serverKey: SERVICE_ROLE_KEY },
};

/**
 * The keys the contract tests talk with. Each package's Vitest config runs its contract tests
 * once per kind (`TEST_API_KEYS=current|legacy`, a project each), so every contract holds for
 * the publishable and secret keys of new projects and for the legacy JWT keys.
 */
export const TEST_KEYS: ApiKeys =
  API_KEYS[process.env.TEST_API_KEYS === "legacy" ? "legacy" : "current"];
