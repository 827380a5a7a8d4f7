import type { SchemaCache, TableInfo } from "../db/schema-cache";
import { restErrors, type RestError } from "./errors";
import {
  type Condition,
  conditionColumns,
  type OrderTerm,
  type ParsedQuery,
  type SelectItem,
} from "./query";

/** Columns named in select, filters and order must exist (else Postgres's 42703, as PostgREST gives). */
export async function checkReadColumns(
  cache: SchemaCache,
  table: TableInfo,
  parts: {
    select: readonly SelectItem[];
    where: readonly Condition[];
    order: readonly OrderTerm[];
  },
): Promise<RestError | null> {
  const names = [
    ...parts.select.flatMap((item) => (item.kind === "column" ? [item.column] : [])),
    ...conditionColumns(parts.where),
    ...parts.order.map((term) => term.column),
  ];
  for (const name of names) {
    if ((await cache.column(table, name)) === null)
      return restErrors.undefinedColumn(table.name, name);
  }
  return null;
}

/** Keys of a body that are no column of the table give PGRST204. */
export async function checkBodyColumns(
  cache: SchemaCache,
  table: TableInfo,
  names: readonly string[],
): Promise<RestError | null> {
  for (const name of names) {
    if ((await cache.column(table, name)) === null)
      return restErrors.unknownColumn(name, table.name);
  }
  return null;
}

/** One stack frame per level of a logic tree: a URL may nest thousands deep. */
function hasNul(conditions: readonly Condition[]): boolean {
  for (const condition of conditions) {
    if (condition.kind === "logic") {
      if (hasNul(condition.children)) return true;
      continue;
    }
    const values = Array.isArray(condition.value) ? condition.value : [condition.value];
    for (const value of values) if (value.includes("\u0000")) return true;
  }
  return false;
}

/** Replaces each `::cast` of the select list by Postgres's own spelling of that type. */
async function resolveCasts(cache: SchemaCache, query: ParsedQuery): Promise<RestError | null> {
  for (const item of query.select) {
    if (item.kind !== "column" || item.cast === null) continue;
    const type = item.cast.includes("\u0000") ? null : await cache.canonicalType(item.cast);
    if (type === null) return restErrors.undefinedType(item.cast);
    item.cast = type;
  }
  return null;
}

/** Checks shared by every method: embeds, NUL bytes in filter values, unknown columns and types. */
export async function checkQuery(
  cache: SchemaCache,
  table: TableInfo,
  query: ParsedQuery,
  selectMatters: boolean,
): Promise<RestError | null> {
  const embed = query.embeds[0];
  if (selectMatters && embed !== undefined)
    return restErrors.noRelationship(table.schema, table.name, embed);
  if (hasNul(query.where)) return restErrors.nulInParameter();
  if (selectMatters) {
    const badCast = await resolveCasts(cache, query);
    if (badCast !== null) return badCast;
  }
  return checkReadColumns(cache, table, {
    select: selectMatters ? query.select : [],
    where: query.where,
    order: query.order,
  });
}
