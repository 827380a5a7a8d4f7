import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { splitStatements } from "./split-statements";
import type { Database } from "./types";

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

const FILE_NAME = /^(\d+)_(.+)\.sql$/;

/** The migration files of a `supabase/migrations` folder, in version order. */
export async function listMigrations(dir: string): Promise<MigrationFile[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map((file) => ({ file, match: FILE_NAME.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: match[1] ?? "",
      name: match[2] ?? "",
      path: join(dir, file),
    }))
    .sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

/**
 * Applies every pending migration, each in its own transaction, and records it in
 * `supabase_migrations.schema_migrations` like `supabase db push`. Returns the versions applied.
 */
export async function migrate(db: Database, dir: string): Promise<string[]> {
  const applied: string[] = [];
  for (const file of await listMigrations(dir)) {
    const script = await readFile(file.path, "utf8");
    const ran = await db.transaction(async (tx) => {
      // Serialises concurrent migrators of one database.
      await tx.query("select pg_advisory_xact_lock(hashtext('supabase_migrations'))");
      const done = await tx.query(
        "select 1 from supabase_migrations.schema_migrations where version = $1",
        [file.version],
      );
      if (done.rows.length > 0) return false;
      await tx.exec(script);
      await tx.query(
        "insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)",
        [file.version, file.name, splitStatements(script)],
      );
      return true;
    });
    if (ran) applied.push(file.version);
  }
  return applied;
}
