import type { PgError } from "../db/pg-error";

/** The body of every PostgREST error. */
export interface PostgrestError {
  code: string;
  details: string | null;
  hint: string | null;
  message: string;
}

export interface RestError {
  status: number;
  body: PostgrestError;
  headers?: Record<string, string>;
}

export const ANON_ROLE = "anon";

function error(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): RestError {
  return { status, body: { code, details, hint, message } };
}

/** PostgREST's SQLSTATE to HTTP status table (`Error.hs`, `pgErrorStatus`). */
export function pgErrorStatus(code: string, isAnon: boolean): number {
  if (code === "42501") return isAnon ? 401 : 403;
  if (code === "23503" || code === "23505") return 409;
  if (code === "25006") return 405;
  if (code === "P0001") return 400;
  if (code === "42883" || code === "42P01") return 404;
  if (code === "42P17") return 500;
  if (code.startsWith("PT")) {
    const status = Number(code.slice(2));
    return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
  }
  const prefix = code.slice(0, 2);
  if (/^0[1-8]$/.test(prefix) || prefix === "53") return 503;
  if (prefix === "0L" || prefix === "0P" || prefix === "28") return 403;
  if (
    [
      "09",
      "25",
      "2D",
      "38",
      "39",
      "3B",
      "40",
      "54",
      "55",
      "57",
      "58",
      "F0",
      "HV",
      "P0",
      "XX",
    ].includes(prefix)
  ) {
    return 500;
  }
  return 400;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const optionalText = (value: unknown) => (typeof value === "string" ? value : null);

function parseJson(text: string | null): unknown {
  try {
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * `RAISE SQLSTATE 'PGRST'`, PostgREST's full control of the answer (v12+): the message is the
 * body `{code, message, details?, hint?}` as JSON and the detail `{status, status_text?,
 * headers}`; either one unparsable is PGRST121.
 */
function raisedResponse(pg: PgError): RestError {
  const body = parseJson(pg.message);
  const control = parseJson(pg.detail);
  const headers = isRecord(control) ? control.headers : undefined;
  if (
    !isRecord(body) ||
    typeof body.code !== "string" ||
    typeof body.message !== "string" ||
    !isRecord(control) ||
    typeof control.status !== "number" ||
    !isRecord(headers) ||
    !Object.values(headers).every((value) => typeof value === "string")
  ) {
    return error(
      500,
      "PGRST121",
      `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      isRecord(body) ? pg.detail : pg.message,
    );
  }
  return {
    status: control.status,
    body: {
      code: body.code,
      details: optionalText(body.details),
      hint: optionalText(body.hint),
      message: body.message,
    },
    headers: headers as Record<string, string>,
  };
}

/** A database error as PostgREST answers it. */
export function fromPgError(pg: PgError, role: string): RestError {
  if (pg.code === "PGRST") return raisedResponse(pg);
  const isAnon = role === ANON_ROLE;
  const result = error(pgErrorStatus(pg.code, isAnon), pg.code, pg.message, pg.detail, pg.hint);
  if (pg.code === "42501" && isAnon) result.headers = { "WWW-Authenticate": "Bearer" };
  return result;
}

export const restErrors = {
  invalidJson: () => error(400, "PGRST102", "Empty or invalid json"),
  keysMustMatch: () => error(400, "PGRST102", "All object keys must match"),
  parse: (what: string, raw: string, details: string) =>
    error(400, "PGRST100", `"failed to parse ${what} (${raw})" (line 1, column 1)`, details),
  unknownTable: (schema: string, table: string, suggestion: string | null) =>
    error(
      404,
      "PGRST205",
      `Could not find the table '${schema}.${table}' in the schema cache`,
      null,
      suggestion === null ? null : `Perhaps you meant the table '${schema}.${suggestion}'`,
    ),
  unknownColumn: (column: string, table: string) =>
    error(
      400,
      "PGRST204",
      `Could not find the '${column}' column of '${table}' in the schema cache`,
    ),
  undefinedColumn: (table: string, column: string) =>
    error(400, "42703", `column ${table}.${column} does not exist`),
  undefinedType: (type: string) => error(400, "42704", `type "${type}" does not exist`),
  noRelationship: (schema: string, table: string, other: string) =>
    error(
      400,
      "PGRST200",
      `Could not find a relationship between '${table}' and '${other}' in the schema cache`,
      `Searched for a foreign key relationship between '${table}' and '${other}' in the schema '${schema}', but no matches were found.`,
    ),
  singleObject: (rows: number) =>
    error(
      406,
      "PGRST116",
      "Cannot coerce the result to a single JSON object",
      `The result contains ${rows} rows`,
    ),
  rangeNotSatisfiable: (offset: number, total: number) =>
    error(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    ),
  invertedRange: () =>
    error(
      416,
      "PGRST103",
      "Requested range not satisfiable",
      "The lower boundary must be lower than or equal to the upper boundary in the Range header.",
    ),
  schemaNotExposed: (schemas: readonly string[]) =>
    error(406, "PGRST106", `The schema must be one of the following: ${schemas.join(", ")}`),
  notAcceptable: (accept: string) =>
    error(406, "PGRST107", `None of these media types are available: ${accept}`),
  unsupportedContentType: (type: string) =>
    error(415, "PGRST107", `Content-Type not acceptable: ${type}`),
  invalidPath: () => error(404, "PGRST125", "Invalid path specified in request URL"),
  unsupportedMethod: (method: string) =>
    error(405, "PGRST117", `Unsupported HTTP method: ${method}`),
  noFunction: (schema: string, name: string) =>
    error(
      404,
      "PGRST202",
      `Could not find the function ${schema}.${name} without parameters in the schema cache`,
      null,
      "The local backend does not serve RPC calls",
    ),
  /** pg-safeupdate, which Supabase loads for API connections. */
  whereRequired: (verb: "UPDATE" | "DELETE") =>
    error(400, "21000", `${verb} requires a WHERE clause`),
  bodyTooLarge: (limit: number) =>
    error(
      413,
      "PGRST413",
      "Request body too large",
      `The local backend accepts request bodies up to ${limit} bytes.`,
    ),
  /** PostgreSQL's answer to a value nested past its stack; PostgREST maps class 54 to 500. */
  stackDepth: () =>
    error(
      500,
      "54001",
      "stack depth limit exceeded",
      null,
      'Increase the configuration parameter "max_stack_depth" (currently 2048kB), after ensuring the platform\'s stack depth limit is adequate.',
    ),
  nulInParameter: () => error(400, "22021", 'invalid byte sequence for encoding "UTF8": 0x00'),
  roleDoesNotExist: (role: string) => error(401, "22023", `role "${role}" does not exist`),
  roleNotPermitted: (role: string) =>
    error(403, "42501", `permission denied to set role "${role}"`),
  jwt: (code: "PGRST301" | "PGRST303", message: string, details: string | null): RestError => ({
    status: 401,
    body: { code, details, hint: null, message },
    headers: { "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message}"` },
  }),
  injected: (status: number) =>
    error(
      status,
      "XX000",
      "Fault injected by the local backend",
      "Set with POST /__admin/faults; reset it with {}",
    ),
  internal: () => error(500, "XX000", "Internal error in the local backend"),
};
