import { mkdir } from "node:fs/promises";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Database, Storage } from "./types";

/** Opens the database a storage choice names. */
export async function openDatabase(storage: Storage): Promise<Database> {
  if (storage === "memory") return openPglite();
  if ("databaseUrl" in storage) return openPostgres(storage.databaseUrl);
  await mkdir(storage.dataDir, { recursive: true });
  return openPglite({ dataDir: storage.dataDir });
}
