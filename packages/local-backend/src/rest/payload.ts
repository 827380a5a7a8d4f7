import { restErrors, type RestError } from "./errors";

export type JsonObject = Record<string, unknown>;

export type PayloadResult =
  | {
      ok: true;
      rows: JsonObject[];
      /** Whether the body was a JSON array (else one object). */
      isArray: boolean;
      /** The body as a JSON array text, bound to SQL as is (no precision lost in numbers). */
      arrayText: string;
    }
  | { ok: false; error: RestError };

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Parses a POST/PATCH body: one JSON object or an array of objects. */
export function parsePayload(text: string): PayloadResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: restErrors.invalidJson() };
  }
  if (isObject(value)) return { ok: true, rows: [value], isArray: false, arrayText: `[${text}]` };
  if (Array.isArray(value) && value.every(isObject)) {
    return { ok: true, rows: value, isArray: true, arrayText: text };
  }
  return { ok: false, error: restErrors.invalidJson() };
}

/** The keys of every object, in first-seen order. */
export function unionKeys(rows: readonly JsonObject[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) keys.add(key);
  return [...keys];
}

/** Whether all objects have the same key set (PostgREST requires it without `?columns=`). */
export function keysMatch(rows: readonly JsonObject[]): boolean {
  const first = rows[0];
  if (first === undefined) return true;
  const reference = Object.keys(first).sort().join("\u0001");
  return rows.every((row) => Object.keys(row).sort().join("\u0001") === reference);
}
