import type { Queryable } from "./types";

export interface ColumnInfo {
  name: string;
  /** The SQL type as `format_type` spells it, e.g. `text`, `timestamp with time zone`. */
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}

export interface TableInfo {
  schema: string;
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

interface ColumnRow {
  table_name: string;
  column_name: string | null;
  column_type: string | null;
  not_null: boolean | null;
  has_default: boolean | null;
  is_pk: boolean | null;
  [key: string]: unknown;
}

const CATALOGUE_QUERY = `
  select c.relname as table_name,
         a.attname as column_name,
         format_type(a.atttypid, a.atttypmod) as column_type,
         a.attnotnull as not_null,
         (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as has_default,
         coalesce(a.attnum = any(pk.conkey), false) as is_pk
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    left join pg_catalog.pg_attribute a
      on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    left join pg_catalog.pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
   where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
   order by c.relname, a.attnum`;

/**
 * The tables and columns of the exposed schema, read from `pg_catalog` like PostgREST's
 * schema cache. A miss reloads once, so tables created after start are found.
 */
export class SchemaCache {
  private tables: Map<string, TableInfo> | null = null;
  private readonly types = new Map<string, string>();

  constructor(
    private readonly db: Queryable,
    readonly schema = "public",
  ) {}

  async reload(): Promise<void> {
    const result = await this.db.query<ColumnRow>(CATALOGUE_QUERY, [this.schema]);
    const tables = new Map<string, TableInfo>();
    for (const row of result.rows) {
      let table = tables.get(row.table_name);
      if (table === undefined) {
        table = { schema: this.schema, name: row.table_name, columns: new Map(), primaryKey: [] };
        tables.set(row.table_name, table);
      }
      if (row.column_name === null) continue;
      table.columns.set(row.column_name, {
        name: row.column_name,
        type: row.column_type ?? "text",
        nullable: row.not_null !== true,
        hasDefault: row.has_default === true,
      });
      if (row.is_pk === true) table.primaryKey.push(row.column_name);
    }
    this.tables = tables;
  }

  /** The table, or null when the exposed schema has none of that name. */
  async table(name: string): Promise<TableInfo | null> {
    if (this.tables === null) await this.reload();
    let table = this.tables?.get(name);
    if (table === undefined) {
      await this.reload();
      table = this.tables?.get(name);
    }
    return table ?? null;
  }

  /** A column by name; reloads once on a miss (a migration may have added it). */
  async column(table: TableInfo, name: string): Promise<ColumnInfo | null> {
    const found = table.columns.get(name);
    if (found !== undefined) return found;
    await this.reload();
    return this.tables?.get(table.name)?.columns.get(name) ?? null;
  }

  /**
   * A type name as Postgres spells it (`int` → `integer`), or null when there is no such type.
   * Casts in `select=` are emitted only in this canonical form.
   */
  async canonicalType(name: string): Promise<string | null> {
    const known = this.types.get(name);
    if (known !== undefined) return known;
    const result = await this.db.query<{ type: string | null }>(
      "select format_type(to_regtype($1), null) as type",
      [name],
    );
    const type = result.rows[0]?.type ?? null;
    if (type !== null) this.types.set(name, type);
    return type;
  }

  /** Names of all tables, for "Perhaps you meant" hints. */
  tableNames(): string[] {
    return [...(this.tables?.keys() ?? [])];
  }
}
