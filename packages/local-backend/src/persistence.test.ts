import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listMigrations } from "./db/migrate";
import { openDatabase } from "./db/open";
import { MIGRATIONS_DIR } from "./paths";
import { anonClient, serviceClient, startTestBackend } from "./testing/backend";
import { contactoRow } from "./testing/contactos";

let dir: string;
let migrationsDir: string;
let dataDir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "local-backend-"));
  migrationsDir = join(dir, "migrations");
  dataDir = join(dir, "db");
  await import("node:fs/promises").then((fs) => fs.mkdir(migrationsDir));
  for (const file of await listMigrations(MIGRATIONS_DIR)) {
    await copyFile(file.path, join(migrationsDir, `${file.version}_${file.name}.sql`));
  }
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a persisted PGlite database", () => {
  it("applies the migrations once, records them like `supabase db push`, and keeps data across restarts", async () => {
    const realMigrations = await listMigrations(MIGRATIONS_DIR);
    const row = contactoRow();

    const first = await startTestBackend({ storage: { dataDir }, migrationsDir });
    expect(first.appliedMigrations).toEqual(realMigrations.map((file) => file.version));
    expect((await anonClient(first.url).from("contactos").insert(row)).status).toBe(201);
    await first.close();

    await writeFile(
      join(migrationsDir, "29990101000000_create_notas.sql"),
      "create table public.notas (id bigint generated always as identity primary key, texto text not null);\n" +
        "grant select on public.notas to service_role;\n",
    );
    const second = await startTestBackend({ storage: { dataDir }, migrationsDir });
    expect(second.appliedMigrations).toEqual(["29990101000000"]);
    const { data } = await serviceClient(second.url)
      .from("contactos")
      .select("id")
      .eq("id", String(row.id));
    expect(data).toEqual([{ id: row.id }]);
    const notas = await serviceClient(second.url).from("notas").select("*");
    expect(notas.error).toBeNull();
    await second.close();

    const db = await openDatabase({ dataDir });
    const ledger = await db.query<{ version: string; name: string; statements: string[] }>(
      "select version, name, statements from supabase_migrations.schema_migrations order by version",
    );
    await db.close();
    expect(ledger.rows.map((entry) => [entry.version, entry.name])).toEqual([
      ...realMigrations.map((file) => [file.version, file.name]),
      ["29990101000000", "create_notas"],
    ]);
    expect(ledger.rows[0]?.name).toBe("create_contactos");
    expect(ledger.rows.at(-1)?.statements).toEqual([
      "create table public.notas (id bigint generated always as identity primary key, texto text not null)",
      "grant select on public.notas to service_role",
    ]);
  }, 240_000);
});
