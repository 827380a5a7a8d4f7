import type { RestRequest, RestResponse, ResultRow } from "./context";
import { restErrors } from "./errors";
import { runAsRequest, RestAbort } from "./execute";
import { buildRead } from "./sql";

/** Supabase's default `max_rows`: no response carries more rows than this. */
export const MAX_ROWS = 1000;

/** `Range: 0-9` (or `items=0-9`) as offset and limit. */
export function parseRangeHeader(
  range: string | null,
): { offset: number; limit: number | null } | null {
  if (range === null) return null;
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(range);
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === "" || match[2] === undefined ? null : Number(match[2]);
  if (to !== null && to < from) return null;
  return { offset: from, limit: to === null ? null : to - from + 1 };
}

/** PostgREST's `Content-Range`: `0-9/42`, `*` for an empty page or an unknown total. */
export function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const totalText = total === null ? "*" : String(total);
  const range = pageTotal > 0 && total !== 0 ? `${offset}-${offset + pageTotal - 1}` : "*";
  return `${range}/${totalText}`;
}

/** GET and HEAD: a read-only transaction, 200, 206 for a partial counted page, 416 past the end. */
export async function handleRead(request: RestRequest, head: boolean): Promise<RestResponse> {
  const { query, prefs, table } = request;
  const reversed = /^(?:items=)?\s*(\d+)-(\d+)\s*$/.exec(request.range ?? "");
  if (reversed && Number(reversed[2]) < Number(reversed[1])) {
    const error = restErrors.invertedRange();
    return { status: error.status, body: JSON.stringify(error.body), headers: {} };
  }
  const headerRange =
    query.limit === null && query.offset === null ? parseRangeHeader(request.range) : null;
  const offset = query.offset ?? headerRange?.offset ?? 0;
  const askedLimit = query.limit ?? headerRange?.limit ?? null;
  const limit = askedLimit === null ? MAX_ROWS : Math.min(askedLimit, MAX_ROWS);
  const statement = buildRead(table, {
    select: query.select,
    where: query.where,
    order: query.order,
    limit,
    offset,
    count: prefs.count,
  });
  const row = await runAsRequest(request.db, request.settings, async (tx) => {
    const result = await tx.query<ResultRow>(statement.sql, statement.params);
    const first = result.rows[0];
    if (first === undefined) throw new RestAbort(restErrors.internal());
    return first;
  });
  const total = row.total === null ? null : Number(row.total);
  const headers = { "Content-Range": contentRange(offset, row.page_total, total) };
  if (total !== null && offset > total) {
    const error = restErrors.rangeNotSatisfiable(offset, total);
    return { status: 416, body: JSON.stringify(error.body), headers };
  }
  if (request.singular && row.page_total !== 1) {
    const error = restErrors.singleObject(row.page_total);
    return { status: error.status, body: JSON.stringify(error.body), headers };
  }
  const status = total !== null && row.page_total < total ? 206 : 200;
  const body = request.singular ? row.first : row.body;
  return { status, body: head ? null : body, headers };
}
