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

/** The switch's state, one per running backend. */
export class Faults {
  settings: FaultSettings = { delayMs: 0, status: null };

  /** Waits for the configured delay; returns the status to fail with, if any. */
  async apply(): Promise<number | null> {
    const { delayMs, status } = this.settings;
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return status;
  }
}
