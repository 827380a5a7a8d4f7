/** What the fault switch makes every REST request do: wait, then maybe fail. */
export interface FaultSettings {
  delayMs: number;
  /** An HTTP status to answer instead of serving the request, or null. */
  status: number | null;
}

const MAX_DELAY_MS = 120_000;

export type FaultUpdate = { ok: true; settings: FaultSettings } | { ok: false; message: string };

/** Validates `{ delayMs?: number, status?: number }`; `{}` resets everything. */
export function parseFaults(input: unknown): FaultUpdate {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, message: "Expected a JSON object { delayMs?: number, status?: number }" };
  }
  const { delayMs, status, ...rest } = input as Record<string, unknown>;
  const unknownKey = Object.keys(rest)[0];
  if (unknownKey !== undefined) return { ok: false, message: `Unknown setting "${unknownKey}"` };
  if (delayMs !== undefined && delayMs !== null) {
    if (
      typeof delayMs !== "number" ||
      !Number.isFinite(delayMs) ||
      delayMs < 0 ||
      delayMs > MAX_DELAY_MS
    ) {
      return { ok: false, message: `delayMs must be a number from 0 to ${MAX_DELAY_MS}` };
    }
  }
  if (status !== undefined && status !== null) {
    if (typeof status !== "number" || !Number.isInteger(status) || status < 200 || status > 599) {
      return { ok: false, message: "status must be an integer HTTP status from 200 to 599" };
    }
  }
  return {
    ok: true,
    settings: {
      delayMs: typeof delayMs === "number" ? Math.round(delayMs) : 0,
      status: typeof status === "number" ? status : null,
    },
  };
}

/** One fault switch: what it makes the requests of one stand-in service do. */
export class Faults {
  settings: FaultSettings = { delayMs: 0, status: null };

  /** Waits for the configured delay; returns the status to fail with, if any. */
  async apply(): Promise<number | null> {
    const { delayMs, status } = this.settings;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return status;
  }
}

/** The services a switch can be set for: Supabase's REST API, and the storefront API. */
export const FAULT_TARGETS = ["rest", "store"] as const;
export type FaultTarget = (typeof FAULT_TARGETS)[number];

/** One switch per service, per running backend. */
export type FaultSwitches = Record<FaultTarget, Faults>;

export function createFaultSwitches(): FaultSwitches {
  return { rest: new Faults(), store: new Faults() };
}

/**
 * The switch an admin path names: `/faults` and `/faults/rest` (REST, as before the store
 * existed), `/faults/store`; null for any other path.
 */
export function faultTargetOf(path: string): FaultTarget | null {
  if (path === "/faults") return "rest";
  const target = /^\/faults\/([a-z]+)$/.exec(path)?.[1];
  return FAULT_TARGETS.find((name) => name === target) ?? null;
}
