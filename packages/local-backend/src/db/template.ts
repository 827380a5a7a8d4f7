import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT } from "../paths";
import { bootstrap, BOOTSTRAP_FILES } from "./bootstrap";
import { listMigrations, migrate } from "./migrate";
import { openPglite } from "./pglite";
import type { Database } from "./types";

/**
 * A fresh in-memory database costs PGlite an initdb (seconds); cloning a snapshot of one that
 * is already bootstrapped and migrated costs about one. Snapshots are cached on disk, keyed by
 * the PGlite version, the bootstrap SQL and the migrations, so any change makes a new one.
 */
const CACHE_DIR = join(REPO_ROOT, "node_modules", ".cache", "local-backend");
const PREFIX = "pglite-template-";
/** Templates unused this long are deleted (other migration folders keep their own). */
const STALE_MS = 7 * 24 * 3600 * 1000;

async function templateFile(migrationsDir: string): Promise<string> {
  const hash = createHash("sha256");
  const pglitePackage = new URL(
    "../../node_modules/@electric-sql/pglite/package.json",
    import.meta.url,
  );
  hash.update(await readFile(pglitePackage, "utf8").catch(() => "unknown pglite"));
  for (const file of BOOTSTRAP_FILES) hash.update(await readFile(file, "utf8"));
  for (const file of await listMigrations(migrationsDir)) {
    hash.update(`\u0000${file.version}_${file.name}\u0000`);
    hash.update(await readFile(file.path));
  }
  return join(CACHE_DIR, `${PREFIX}${hash.digest("hex").slice(0, 24)}.tar.gz`);
}

async function saveTemplate(db: Database, file: string): Promise<void> {
  if (db.snapshot === undefined) return;
  const bytes = Buffer.from(await (await db.snapshot()).arrayBuffer());
  await mkdir(CACHE_DIR, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, file);
  for (const name of await readdir(CACHE_DIR)) {
    const path = join(CACHE_DIR, name);
    if (!name.startsWith(PREFIX) || path === file) continue;
    const { atimeMs, mtimeMs } = await stat(path);
    if (Date.now() - Math.max(atimeMs, mtimeMs) > STALE_MS) await rm(path, { force: true });
  }
}

async function appliedVersions(db: Database): Promise<string[]> {
  const result = await db.query<{ version: string }>(
    "select version from supabase_migrations.schema_migrations order by version",
  );
  return result.rows.map((row) => row.version);
}

/** A fresh in-memory database with the migrations applied, cloned from the cached template. */
export async function openMemoryDatabase(
  migrationsDir: string,
): Promise<{ db: Database; applied: string[] }> {
  const file = await templateFile(migrationsDir);
  const cached = await readFile(file).catch(() => null);
  if (cached !== null) {
    try {
      const db = await openPglite({ snapshot: new Blob([cached]) });
      return { db, applied: await appliedVersions(db) };
    } catch {
      // An unreadable snapshot: build a new one below.
    }
  }
  const db = await openPglite();
  await bootstrap(db);
  const applied = await migrate(db, migrationsDir);
  await saveTemplate(db, file).catch(() => undefined);
  return { db, applied };
}
