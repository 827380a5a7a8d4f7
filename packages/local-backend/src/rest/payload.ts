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

/**
 * How deep a body's arrays and objects may nest. PostgreSQL's JSON parser recurses and gives up
 * at about 12,000 levels (54001, which PostgREST answers with 500); PGlite's smaller stack fails
 * silently from about 6,000, so deeper bodies get PostgreSQL's own answer here.
 */
export const MAX_JSON_DEPTH = 2000;

/** The deepest nesting of arrays and objects in a JSON text (brackets in strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (quoted) {
      // A backslash escapes the next character; a quote ends the string.
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) quoted = false;
    } else if (ch === 0x22) quoted = true;
    else if (ch === 0x5b || ch === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return deepest;
}

/** Parses a POST/PATCH body: one JSON object or an array of objects. */
export function parsePayload(text: string): PayloadResult {
  if (jsonDepth(text) > MAX_JSON_DEPTH) return { ok: false, error: restErrors.stackDepth() };
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
