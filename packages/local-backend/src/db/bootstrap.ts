import { readFile } from "node:fs/promises";
import type { Database } from "./types";

/** What Supabase provides before migrations, then the stand-ins for its pg_net, pg_cron and Vault. */
export const BOOTSTRAP_FILES = [
  new URL("./bootstrap.sql", import.meta.url),
  new URL("./platform.sql", import.meta.url),
] as const;

/** Extensions a Supabase project has in the `extensions` schema, when the server ships them. */
const EXTENSIONS = ["pgcrypto", "uuid-ossp"] as const;

async function withRetries(attempts: number, run: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await run();
      return;
    } catch (error) {
      // Two processes bootstrapping one cluster at once can collide on the shared role catalogue.
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * What Supabase provides before migrations, as SQL: roles, `auth`, `extensions`, the ledger, and
 * the `net`, `cron` and `vault` stand-ins.
 */
export async function bootstrapSql(): Promise<string> {
  return (await Promise.all(BOOTSTRAP_FILES.map((file) => readFile(file, "utf8")))).join("\n");
}

/** Runs `bootstrapSql()`, then creates the extensions the server has. */
export async function bootstrap(db: Database): Promise<void> {
  const sql = await bootstrapSql();
  await withRetries(3, () => db.transaction((tx) => tx.exec(sql)));
  for (const name of EXTENSIONS) {
    try {
      await db.exec(`create extension if not exists "${name}" with schema extensions`);
    } catch {
      // A PostgreSQL server without contrib: gen_random_uuid() is built in from version 13.
    }
  }
}
