import type { Statement } from "./sql";
import { buildDelete, buildInsert, buildUpdate, type InsertGroup } from "./sql";
import type { RestRequest, RestResponse, ResultRow } from "./context";
import { restErrors, type RestError } from "./errors";
import { runAsRequest, RestAbort } from "./execute";
import { keysMatch, parsePayload, unionKeys, type JsonObject } from "./payload";
import { checkBodyColumns, checkReadColumns } from "./validate";

type Outcome = { ok: true; response: RestResponse } | { ok: false; error: RestError };

/** Runs a write statement; with the object Accept, anything but one row rolls back with 406. */
async function runWrite(request: RestRequest, statement: Statement): Promise<ResultRow> {
  return runAsRequest(request.db, request.settings, async (tx) => {
    const result = await tx.query<ResultRow>(statement.sql, statement.params);
    const row = result.rows[0];
    if (row === undefined) throw new RestAbort(restErrors.internal());
    if (request.singular && row.page_total !== 1)
      throw new RestAbort(restErrors.singleObject(row.page_total));
    return row;
  });
}

function writeResponse(
  request: RestRequest,
  row: ResultRow,
  successStatus: number,
  minimalStatus: number,
): RestResponse {
  const headers = { "Content-Range": `*/${request.prefs.count ? row.page_total : "*"}` };
  if (request.prefs.return !== "representation")
    return { status: minimalStatus, body: null, headers };
  return { status: successStatus, body: request.singular ? row.first : row.body, headers };
}

/** What PostgREST answers when a write touches no row. */
const NO_ROWS: ResultRow = { total: null, page_total: 0, body: "[]", first: null };

function returning(request: RestRequest) {
  return request.prefs.return === "representation" ? request.query.select : null;
}

/** Consecutive rows with the same keys, for `missing=default` (absent keys take the default). */
function groupsByKeys(rows: readonly JsonObject[], columns: readonly string[]): InsertGroup[] {
  const groups: InsertGroup[] = [];
  rows.forEach((row, index) => {
    const present = columns.filter((name) => Object.hasOwn(row, name));
    const last = groups[groups.length - 1];
    if (last !== undefined && last.columns.join("\u0001") === present.join("\u0001"))
      last.to = index + 1;
    else groups.push({ columns: present, from: index + 1, to: index + 1 });
  });
  return groups;
}

/** POST: insert one object or an array, honouring `?columns=` and `Prefer`. */
export async function handleInsert(request: RestRequest): Promise<Outcome> {
  const { table, query, prefs } = request;
  const payload = parsePayload(request.body ?? "");
  if (!payload.ok) return payload;
  if (query.columns === null && payload.isArray && !keysMatch(payload.rows)) {
    return { ok: false, error: restErrors.keysMustMatch() };
  }
  const columns = query.columns ?? unionKeys(payload.rows);
  const unknown = await checkBodyColumns(request.cache, table, columns);
  if (unknown !== null) return { ok: false, error: unknown };
  const conflictColumns = query.onConflict ?? table.primaryKey;
  const invalid = await checkReadColumns(request.cache, table, {
    select: returning(request) ?? [],
    where: [],
    order: [],
  });
  if (invalid !== null) return { ok: false, error: invalid };
  if (prefs.resolution !== null) {
    const missingConflict = await checkBodyColumns(request.cache, table, conflictColumns);
    if (missingConflict !== null) return { ok: false, error: missingConflict };
  }
  const count = payload.rows.length;
  const groups: InsertGroup[] =
    count === 0
      ? []
      : prefs.missingDefault
        ? groupsByKeys(payload.rows, columns)
        : [{ columns, from: 1, to: count }];
  if (groups.length === 0) {
    if (request.singular) return { ok: false, error: restErrors.singleObject(0) };
    return { ok: true, response: writeResponse(request, NO_ROWS, 201, 201) };
  }
  const conflict =
    prefs.resolution === null || conflictColumns.length === 0
      ? null
      : {
          columns: conflictColumns,
          action:
            prefs.resolution === "merge-duplicates" ? ("update" as const) : ("nothing" as const),
        };
  const statement = buildInsert(table, payload.arrayText, {
    groups,
    conflict,
    returning: returning(request),
  });
  return {
    ok: true,
    response: writeResponse(request, await runWrite(request, statement), 201, 201),
  };
}

/** PATCH: one object applied to the rows the filters match. */
export async function handleUpdate(request: RestRequest): Promise<Outcome> {
  const { table, query } = request;
  const payload = parsePayload(request.body ?? "");
  if (!payload.ok) return payload;
  const row = payload.rows[0];
  if (payload.isArray || row === undefined) return { ok: false, error: restErrors.invalidJson() };
  const columns = Object.keys(row);
  const unknown = await checkBodyColumns(request.cache, table, columns);
  if (unknown !== null) return { ok: false, error: unknown };
  if (query.where.length === 0) return { ok: false, error: restErrors.whereRequired("UPDATE") };
  if (columns.length === 0) {
    return { ok: true, response: writeResponse(request, NO_ROWS, 200, 204) };
  }
  const statement = buildUpdate(table, request.body ?? "{}", columns, query.where, {
    returning: returning(request),
  });
  return {
    ok: true,
    response: writeResponse(request, await runWrite(request, statement), 200, 204),
  };
}

/** DELETE of the rows the filters match. */
export async function handleDelete(request: RestRequest): Promise<Outcome> {
  if (request.query.where.length === 0)
    return { ok: false, error: restErrors.whereRequired("DELETE") };
  const statement = buildDelete(request.table, request.query.where, {
    returning: returning(request),
  });
  return {
    ok: true,
    response: writeResponse(request, await runWrite(request, statement), 200, 204),
  };
}
