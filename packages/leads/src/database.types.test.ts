// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { bootstrapSql } from "@agencia/local-backend";
import { PGlite } from "@electric-sql/pglite";

// Fails when database.types.ts drifts from the migrations: it applies them to a fresh Postgres
// and compares every column's presence, nullability and default with the generated-shape types.

const MIGRATIONS = join(__dirname, "../supabase/migrations");
const TYPES = readFileSync(join(__dirname, "database.types.ts"), "utf8");

/** `name?: string | null;` lines of one block (Row or Insert) of a table or view. */
function typeBlock(
  name: "Row" | "Insert",
  relation = "contactos",
): Map<string, { optional: boolean; nullable: boolean }> {
  const table = TYPES.slice(TYPES.indexOf(`${relation}: {`));
  const start = table.indexOf(`${name}: {`);
  const block = table.slice(start, table.indexOf("};", start));
  const fields = new Map<string, { optional: boolean; nullable: boolean }>();
  for (const match of block.matchAll(/^\s+(\w+)(\??): ([^;]+);$/gm)) {
    fields.set(match[1]!, { optional: match[2] === "?", nullable: match[3]!.includes("null") });
  }
  return fields;
}

interface Column {
  column_name: string;
  data_type: string;
  is_nullable: "YES" | "NO";
  column_default: string | null;
}

async function migratedColumns(): Promise<Record<"contactos" | "contactos_origenes", Column[]>> {
  const db = new PGlite();
  // What Supabase provides before any migration runs: the API roles, auth.jwt() for policies,
  // pg_net, pg_cron and Vault for the lead notification.
  await db.exec(await bootstrapSql());
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    await db.exec(readFileSync(join(MIGRATIONS, file), "utf8"));
  }
  const columnsOf = async (relation: string) =>
    (
      await db.query<Column>(
        "select column_name, data_type, is_nullable, column_default from information_schema.columns where table_schema = 'public' and table_name = $1 order by column_name",
        [relation],
      )
    ).rows;
  const relations = await db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
  );
  expect(relations.rows.map((row) => row.table_name)).toEqual(["contactos", "contactos_origenes"]);
  const columns = {
    contactos: await columnsOf("contactos"),
    contactos_origenes: await columnsOf("contactos_origenes"),
  };
  await db.close();
  return columns;
}

const TS_TYPES: Record<string, string> = {
  text: "string",
  uuid: "string",
  "timestamp with time zone": "string",
  integer: "number",
};

describe("database.types.ts matches the migrations", () => {
  let migrated: Awaited<ReturnType<typeof migratedColumns>>;
  beforeAll(async () => {
    migrated = await migratedColumns();
  }, 120_000);

  it("has every column with the right nullability, and Insert makes defaults and nulls optional", () => {
    const columns = migrated.contactos;
    const row = typeBlock("Row");
    const insert = typeBlock("Insert");
    expect([...row.keys()].sort()).toEqual(columns.map((c) => c.column_name));
    expect([...insert.keys()].sort()).toEqual(columns.map((c) => c.column_name));
    for (const column of columns) {
      expect(["text", "uuid", "timestamp with time zone"], column.column_name).toContain(
        column.data_type,
      );
      const nullable = column.is_nullable === "YES";
      expect(row.get(column.column_name)?.nullable, `Row.${column.column_name}`).toBe(nullable);
      expect(insert.get(column.column_name)?.optional, `Insert.${column.column_name}`).toBe(
        nullable || column.column_default !== null,
      );
    }
  });

  it("has the contactos_origenes view with its columns, all nullable as views' are", () => {
    const columns = migrated.contactos_origenes;
    const row = typeBlock("Row", "contactos_origenes");
    expect([...row.keys()].sort()).toEqual(columns.map((c) => c.column_name));
    const viewBlock = TYPES.slice(TYPES.indexOf("contactos_origenes: {"));
    for (const column of columns) {
      expect(row.get(column.column_name)?.nullable, column.column_name).toBe(true);
      expect(viewBlock).toContain(`${column.column_name}: ${TS_TYPES[column.data_type]} | null;`);
    }
  });
});
