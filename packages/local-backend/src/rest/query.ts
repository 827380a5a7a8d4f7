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
  let current = "";
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] ?? "";
    if (quoted && ch === "\\") {
      current += ch + (text[i + 1] ?? "");
      i += 1;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === "(") depth += 1;
    else if (!quoted && ch === ")") depth -= 1;
    if (!quoted && depth === 0 && ch === ",") {
      parts.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  parts.push(current);
  return parts;
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

/** `(a.eq.1,or(b.gt.2,c.is.null))` into conditions. */
function parseTree(op: "and" | "or", negate: boolean, raw: string): Logic {
  if (!raw.startsWith("(") || !raw.endsWith(")")) fail("logic tree", raw, 'expecting "(" and ")"');
  const children = splitTopLevel(raw.slice(1, -1)).map((part): Condition => {
    const item = part.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item);
    if (nested)
      return parseTree(nested[2] as "and" | "or", nested[1] !== undefined, nested[3] ?? "");
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
