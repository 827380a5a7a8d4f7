import { fileURLToPath } from "node:url";
import { join } from "node:path";

/** The monorepo root (this file is `packages/local-backend/src/paths.ts`). */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** The SQL migrations production gets through `supabase db push`. */
export const MIGRATIONS_DIR = join(REPO_ROOT, "packages", "leads", "supabase", "migrations");

/** The Edge Functions production gets through `supabase functions deploy`. */
export const FUNCTIONS_DIR = join(REPO_ROOT, "packages", "leads", "supabase", "functions");

/** Where PGlite keeps its files between runs unless `LOCAL_DATA_DIR` says otherwise. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, ".local-data", "db");
