import type { TableInfo } from "../db/schema-cache";
import type { Condition, Filter, OrderTerm, SelectItem } from "./query";

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Quotes an identifier. Names are also checked against the catalogue before they get here. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISONS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "LIKE",
  ilike: "ILIKE",
  match: "~",
  imatch: "~*",
};

const IS_VALUES: Record<string, string> = {
  null: "NULL",
  not_null: "NOT NULL",
  true: "TRUE",
  false: "FALSE",
  unknown: "UNKNOWN",
};

function tableRef(table: TableInfo): string {
  return `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
}

function columnRef(table: TableInfo, column: string): string {
  return `${quoteIdent(table.name)}.${quoteIdent(column)}`;
}

function filterSql(table: TableInfo, filter: Filter, params: Params): string {
  const column = columnRef(table, filter.column);
  let sql: string;
  if (filter.op === "in") {
    const list = Array.isArray(filter.value) ? filter.value : [filter.value];
    sql =
      list.length === 0
        ? "false"
        : `${column} IN (${list.map((value) => params.add(value)).join(", ")})`;
  } else if (filter.op === "is") {
    sql = `${column} IS ${IS_VALUES[String(filter.value).toLowerCase()] ?? "NULL"}`;
  } else {
    const raw = String(filter.value);
    const value = filter.op === "like" || filter.op === "ilike" ? raw.replace(/\*/g, "%") : raw;
    sql = `${column} ${COMPARISONS[filter.op] ?? "="} ${params.add(value)}`;
  }
  return filter.negate ? `NOT (${sql})` : sql;
}

function conditionSql(table: TableInfo, condition: Condition, params: Params): string {
  if (condition.kind === "filter") return filterSql(table, condition, params);
  const joiner = condition.op === "and" ? " AND " : " OR ";
  const inner =
    condition.children.length === 0
      ? "true"
      : condition.children.map((child) => `(${conditionSql(table, child, params)})`).join(joiner);
  return condition.negate ? `NOT (${inner})` : inner;
}

function whereSql(table: TableInfo, where: readonly Condition[], params: Params): string {
  if (where.length === 0) return "";
  return ` WHERE ${where.map((condition) => `(${conditionSql(table, condition, params)})`).join(" AND ")}`;
}

/** The select list: `"t".*` or `"t"."col"::cast AS "alias"` (casts come from `format_type`). */
function selectList(table: TableInfo, items: readonly SelectItem[]): string {
  return items
    .map((item) => {
      if (item.kind === "star") return `${quoteIdent(table.name)}.*`;
      const cast = item.cast === null ? "" : `::${item.cast}`;
      return `${columnRef(table, item.column)}${cast} AS ${quoteIdent(item.alias)}`;
    })
    .join(", ");
}

function orderSql(table: TableInfo, order: readonly OrderTerm[]): string {
  if (order.length === 0) return "";
  const terms = order.map((term) => {
    const nulls = term.nulls === null ? "" : ` NULLS ${term.nulls.toUpperCase()}`;
    return `${columnRef(table, term.column)} ${term.direction.toUpperCase()}${nulls}`;
  });
  return ` ORDER BY ${terms.join(", ")}`;
}

/** Wraps a source query as PostgREST does: a count plus the rows as JSON built by Postgres. */
function wrap(ctes: string, representation: boolean, total = "null::text"): string {
  const body = representation
    ? "coalesce(json_agg(_postgrest_t), '[]')::text AS body, (json_agg(_postgrest_t) -> 0)::text AS first"
    : "null::text AS body, null::text AS first";
  return `WITH ${ctes} SELECT ${total} AS total, pg_catalog.count(_postgrest_t)::int AS page_total, ${body} FROM (SELECT * FROM pgrst_source) _postgrest_t`;
}

export interface ReadPlan {
  select: readonly SelectItem[];
  where: readonly Condition[];
  order: readonly OrderTerm[];
  limit: number | null;
  offset: number;
  count: boolean;
}

/** GET/HEAD: the page, its JSON, and the total when `count=exact` is asked for. */
export function buildRead(table: TableInfo, plan: ReadPlan): Statement {
  const params = new Params();
  const where = whereSql(table, plan.where, params);
  const limit = plan.limit === null ? "" : ` LIMIT ${plan.limit}`;
  const offset = plan.offset === 0 ? "" : ` OFFSET ${plan.offset}`;
  const source = `SELECT ${selectList(table, plan.select)} FROM ${tableRef(table)}${where}${orderSql(table, plan.order)}${limit}${offset}`;
  const total = plan.count
    ? `(SELECT pg_catalog.count(*) FROM ${tableRef(table)}${where})::text`
    : undefined;
  return { sql: wrap(`pgrst_source AS (${source})`, true, total), params: params.values };
}

/** A run of body objects (1-based, inclusive) inserted with the same columns. */
export interface InsertGroup {
  columns: string[];
  from: number;
  to: number;
}

export interface WritePlan {
  /** The select list for return=representation, or null for return=minimal. */
  returning: readonly SelectItem[] | null;
}

export interface InsertPlan extends WritePlan {
  groups: readonly InsertGroup[];
  conflict: { columns: string[]; action: "nothing" | "update" } | null;
}

function returningSql(table: TableInfo, returning: readonly SelectItem[] | null): string {
  return ` RETURNING ${returning === null ? "1" : selectList(table, returning)}`;
}

function recordType(table: TableInfo, columns: readonly string[]): string {
  return columns
    .map((name) => `${quoteIdent(name)} ${table.columns.get(name)?.type ?? "text"}`)
    .join(", ");
}

/**
 * POST: `json_to_record` turns each body object into a typed row, so Postgres parses the values
 * (a bad uuid is 22P02, as with PostgREST). `body` is a JSON array bound as one parameter.
 */
export function buildInsert(table: TableInfo, body: string, plan: InsertPlan): Statement {
  const params = new Params();
  const json = params.add(body);
  const ctes = plan.groups.map((group, index) => {
    const range = `e.i BETWEEN ${group.from} AND ${group.to}`;
    let insert: string;
    if (group.columns.length === 0) {
      insert = `INSERT INTO ${tableRef(table)} SELECT FROM json_array_elements(${json}::json) WITH ORDINALITY AS e(v, i) WHERE ${range}`;
    } else {
      const names = group.columns.map(quoteIdent).join(", ");
      const values = group.columns.map((name) => `_.${quoteIdent(name)}`).join(", ");
      insert =
        `INSERT INTO ${tableRef(table)}(${names}) SELECT ${values} ` +
        `FROM json_array_elements(${json}::json) WITH ORDINALITY AS e(v, i) ` +
        `CROSS JOIN LATERAL json_to_record(e.v) AS _(${recordType(table, group.columns)}) ` +
        `WHERE ${range} ORDER BY e.i`;
    }
    if (plan.conflict !== null) {
      const target = plan.conflict.columns.map(quoteIdent).join(", ");
      const updates = group.columns.map(
        (name) => `${quoteIdent(name)} = EXCLUDED.${quoteIdent(name)}`,
      );
      insert +=
        plan.conflict.action === "update" && updates.length > 0
          ? ` ON CONFLICT(${target}) DO UPDATE SET ${updates.join(", ")}`
          : ` ON CONFLICT(${target}) DO NOTHING`;
    }
    return `pgrst_g${index} AS (${insert}${returningSql(table, plan.returning)})`;
  });
  const union = plan.groups.map((_, index) => `SELECT * FROM pgrst_g${index}`).join(" UNION ALL ");
  return {
    sql: wrap(`${ctes.join(", ")}, pgrst_source AS (${union})`, plan.returning !== null),
    params: params.values,
  };
}

/** PATCH: one body object applied to every row the filters match. */
export function buildUpdate(
  table: TableInfo,
  body: string,
  columns: readonly string[],
  where: readonly Condition[],
  plan: WritePlan,
): Statement {
  const params = new Params();
  const json = params.add(body);
  const sets = columns.map((name) => `${quoteIdent(name)} = _.${quoteIdent(name)}`).join(", ");
  const source =
    `UPDATE ${tableRef(table)} SET ${sets} FROM json_to_record(${json}::json) AS _(${recordType(table, columns)})` +
    `${whereSql(table, where, params)}${returningSql(table, plan.returning)}`;
  return {
    sql: wrap(`pgrst_source AS (${source})`, plan.returning !== null),
    params: params.values,
  };
}

/** DELETE of every row the filters match. */
export function buildDelete(
  table: TableInfo,
  where: readonly Condition[],
  plan: WritePlan,
): Statement {
  const params = new Params();
  const source = `DELETE FROM ${tableRef(table)}${whereSql(table, where, params)}${returningSql(table, plan.returning)}`;
  return {
    sql: wrap(`pgrst_source AS (${source})`, plan.returning !== null),
    params: params.values,
  };
}
