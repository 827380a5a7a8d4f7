/** A Postgres error as both drivers report it (fields of the ErrorResponse message). */
export interface PgError {
  code: string;
  message: string;
  detail: string | null;
  hint: string | null;
  constraint: string | null;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function optionalString(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

/** Reads a thrown value as a Postgres error, or null when it is something else. */
export function toPgError(error: unknown): PgError | null {
  if (typeof error !== "object" || error === null) return null;
  const fields = error as Record<string, unknown>;
  const code = fields.code;
  if (typeof code !== "string" || !SQLSTATE.test(code)) return null;
  return {
    code,
    message: typeof fields.message === "string" ? fields.message : "",
    detail: optionalString(fields.detail),
    hint: optionalString(fields.hint),
    constraint: optionalString(fields.constraint),
  };
}
