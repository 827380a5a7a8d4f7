import { readFile } from "node:fs/promises";
import type { Database } from "./types";

const BOOTSTRAP_SQL = new URL("./bootstrap.sql", import.meta.url);

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

/** Creates what Supabase provides before migrations (roles, `auth`, `extensions`, ledger). */
export async function bootstrap(db: Database): Promise<void> {
  const sql = await readFile(BOOTSTRAP_SQL, "utf8");
  await withRetries(3, () => db.transaction((tx) => tx.exec(sql)));
  for (const name of EXTENSIONS) {
    try {
      await db.exec(`create extension if not exists "${name}" with schema extensions`);
    } catch {
      // A PostgreSQL server without contrib: gen_random_uuid() is built in from version 13.
    }
  }
}
