import { restErrors, type RestError } from "./errors";

export type FilterOp =
  "eq" | "neq" | "gt" | "gte" | "lt" | "lte" | "like" | "ilike" | "match" | "imatch" | "in" | "is";

export interface Filter {
  kind: "filter";
  column: string;
  op: FilterOp;
  negate: boolean;
  /** A list for `in`, else the raw text after the operator. */
  value: string | string[];
}

export interface Logic {
  kind: "logic";
  op: "and" | "or";
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

export type SelectItem =
  { kind: "star" } | { kind: "column"; column: string; alias: string; cast: string | null };

export interface OrderTerm {
  column: string;
  direction: "asc" | "desc";
  nulls: "first" | "last" | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** Names of embedded resources (`other(*)`), which the local backend cannot serve. */
  embeds: string[];
  where: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  /** `?columns=` of an insert, unquoted. */
  columns: string[] | null;
  onConflict: string[] | null;
}

export type ParseResult = { ok: true; query: ParsedQuery } | { ok: false; error: RestError };

const OPS = new Set<string>([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
  "in",
  "is",
]);
const RESERVED = new Set([
  "select",
  "order",
  "limit",
  "offset",
  "columns",
  "on_conflict",
  "or",
  "and",
  "not.or",
  "not.and",
  "apikey",
]);
const CAST = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;
const OPERATOR_LIST = "eq, neq, gt, gte, lt, lte, like, ilike, match, imatch, in, is";

class ParseFailure extends Error {
  constructor(readonly error: RestError) {
    super(error.body.message);
  }
}

function fail(what: string, raw: string, details: string): never {
  throw new ParseFailure(restErrors.parse(what, raw, details));
}

/** Splits at commas outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted && ch === "\\") {
      i += 1;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === "(") depth += 1;
    else if (!quoted && ch === ")") depth -= 1;
    else if (!quoted && depth === 0 && ch === ",") {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `and(…)`, `or(…)`, `not.and(…)` or `not.or(…)`: a nested logic tree, else null. */
function nestedTree(item: string): { op: "and" | "or"; negate: boolean; raw: string } | null {
  const negate = item.startsWith("not.");
  const rest = negate ? item.slice(4) : item;
  for (const op of ["and", "or"] as const) {
    if (rest.startsWith(`${op}(`) && rest.endsWith(")"))
      return { op, negate, raw: rest.slice(op.length) };
  }
  return null;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return value;
}

/** `op.value` or `not.op.value` into a filter on `column`. */
function parseOperation(column: string, expression: string, inTree: boolean): Filter {
  let rest = expression;
  let negate = false;
  if (rest.startsWith("not.")) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf(".");
  const op = dot === -1 ? rest : rest.slice(0, dot);
  if (!OPS.has(op))
    fail("filter", expression, `unexpected "${op}" expecting "not" or operator (${OPERATOR_LIST})`);
  const rawValue = dot === -1 ? "" : rest.slice(dot + 1);
  if (op === "in") {
    if (!rawValue.startsWith("(") || !rawValue.endsWith(")"))
      fail("filter", expression, 'expecting "(" and ")" around the list');
    const inner = rawValue.slice(1, -1);
    const items = inner === "" ? [] : splitTopLevel(inner).map((item) => unquote(item.trim()));
    return { kind: "filter", column, op: "in", negate, value: items };
  }
  if (
    op === "is" &&
    !["null", "not_null", "true", "false", "unknown"].includes(rawValue.toLowerCase())
  ) {
    fail(
      "filter",
      expression,
      'unexpected value expecting "null", "not_null", "true", "false" or "unknown"',
    );
  }
  const value = inTree ? unquote(rawValue) : rawValue;
  return { kind: "filter", column, op: op as FilterOp, negate, value };
}

/**
 * How deep `and(…)`/`or(…)` may nest. PostgREST sets no limit; this parser recurses, and a URL
 * (16 KB of headers) fits about 3,000 levels, which would overflow the stack: deeper trees are
 * refused as unparsable (400) rather than failing with a 500.
 */
export const MAX_TREE_DEPTH = 500;

/** `(a.eq.1,or(b.gt.2,c.is.null))` into conditions. */
function parseTree(op: "and" | "or", negate: boolean, raw: string, depth = 1): Logic {
  if (!raw.startsWith("(") || !raw.endsWith(")")) fail("logic tree", raw, 'expecting "(" and ")"');
  if (depth > MAX_TREE_DEPTH)
    fail("logic tree", raw, `nested deeper than ${MAX_TREE_DEPTH} levels (a local-backend limit)`);
  const children = splitTopLevel(raw.slice(1, -1)).map((part): Condition => {
    const item = part.trim();
    const nested = nestedTree(item);
    if (nested) return parseTree(nested.op, nested.negate, nested.raw, depth + 1);
    const dot = item.indexOf(".");
    if (dot <= 0) fail("logic tree", raw, `unexpected "${item}" expecting a filter`);
    return parseOperation(item.slice(0, dot), item.slice(dot + 1), true);
  });
  return { kind: "logic", op, negate, children };
}

function parseSelect(raw: string, embeds: string[]): SelectItem[] {
  const items: SelectItem[] = [];
  for (const part of splitTopLevel(raw)) {
    const item = part.trim();
    if (item === "") continue;
    if (item === "*") {
      items.push({ kind: "star" });
      continue;
    }
    const paren = item.indexOf("(");
    if (paren !== -1) {
      const head = item.slice(0, paren).split(":").pop() ?? "";
      embeds.push(head.replace(/!.*$/, "").replace(/^\.\.\./, ""));
      continue;
    }
    const aliasMatch = /^([^:]+):(?!:)(.+)$/.exec(item);
    const alias = aliasMatch ? (aliasMatch[1] ?? "") : null;
    const body = aliasMatch ? (aliasMatch[2] ?? "") : item;
    const castAt = body.indexOf("::");
    const column = castAt === -1 ? body : body.slice(0, castAt);
    const cast = castAt === -1 ? null : body.slice(castAt + 2);
    if (cast !== null && !CAST.test(cast))
      fail("select parameter", raw, `unexpected cast "${cast}"`);
    if (column === "") fail("select parameter", raw, "expecting a column name");
    items.push({ kind: "column", column: unquote(column), alias: alias ?? unquote(column), cast });
  }
  return items.length === 0 ? [{ kind: "star" }] : items;
}

function parseOrder(raw: string): OrderTerm[] {
  return raw.split(",").map((part) => {
    const [column = "", ...modifiers] = part.trim().split(".");
    if (column === "") fail("order", raw, "expecting a column name");
    const term: OrderTerm = { column, direction: "asc", nulls: null };
    for (const modifier of modifiers) {
      if (modifier === "asc" || modifier === "desc") term.direction = modifier;
      else if (modifier === "nullsfirst") term.nulls = "first";
      else if (modifier === "nullslast") term.nulls = "last";
      else
        fail(
          "order",
          raw,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
    }
    return term;
  });
}

function parseCount(name: string, raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) fail(`${name} parameter`, raw, "expecting a non-negative integer");
  return Number(raw);
}

function parseNameList(raw: string): string[] {
  return splitTopLevel(raw)
    .map((name) => unquote(name.trim()))
    .filter((name) => name !== "");
}

/** Reads PostgREST's query string: select, filters, logic trees, order, limit and offset. */
export function parseQuery(params: URLSearchParams): ParseResult {
  const query: ParsedQuery = {
    select: [{ kind: "star" }],
    embeds: [],
    where: [],
    order: [],
    limit: null,
    offset: null,
    columns: null,
    onConflict: null,
  };
  try {
    for (const [key, value] of params) {
      if (key === "select") query.select = parseSelect(value, query.embeds);
      else if (key === "order") query.order = parseOrder(value);
      else if (key === "limit") query.limit = parseCount("limit", value);
      else if (key === "offset") query.offset = parseCount("offset", value);
      else if (key === "columns") query.columns = parseNameList(value);
      else if (key === "on_conflict") query.onConflict = parseNameList(value);
      else if (key === "or" || key === "and") query.where.push(parseTree(key, false, value));
      else if (key === "not.or" || key === "not.and")
        query.where.push(parseTree(key === "not.or" ? "or" : "and", true, value));
      else if (!RESERVED.has(key)) query.where.push(parseOperation(key, value, false));
    }
    return { ok: true, query };
  } catch (error) {
    if (error instanceof ParseFailure) return { ok: false, error: error.error };
    throw error;
  }
}

/** Every column a condition tree names. */
export function conditionColumns(conditions: readonly Condition[]): string[] {
  return conditions.flatMap((condition) =>
    condition.kind === "filter" ? [condition.column] : conditionColumns(condition.children),
  );
}
