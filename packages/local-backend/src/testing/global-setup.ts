import { openMemoryDatabase } from "../db/template";
import { MIGRATIONS_DIR } from "../paths";

/** Builds the in-memory template once, before the test files start their backends in parallel. */
export default async function setup(): Promise<void> {
  const { db } = await openMemoryDatabase(MIGRATIONS_DIR);
  await db.close();
}
