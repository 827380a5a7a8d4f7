import { DEFAULT_CORS_ORIGINS } from "./http/cors";
import { DEFAULT_DATA_DIR } from "./paths";
import type { Storage } from "./db/types";
import { SERVICE_ROLE_KEY } from "./keys";

/** The backend's settings from the environment (the only module that reads it). */
export interface BackendEnv {
  port: number;
  host: string;
  storage: Storage;
  corsOrigins: string[];
}

export const DEFAULT_PORT = 54321;

function parsePort(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

/**
 * `PORT` (54321), `HOST` (127.0.0.1), `DATABASE_URL` (a real PostgreSQL server instead of
 * PGlite), `LOCAL_DATA_DIR` (PGlite's folder, default `<repo>/.local-data/db`), `CORS_ORIGINS`
 * (comma list; `*` for any; loopback origins are always allowed). `memory` forces a fresh
 * in-memory database.
 */
export function readEnv(
  env: NodeJS.ProcessEnv = process.env,
  options: { memory?: boolean } = {},
): BackendEnv {
  const databaseUrl = env.DATABASE_URL?.trim();
  const dataDir = env.LOCAL_DATA_DIR?.trim();
  const storage: Storage = options.memory
    ? "memory"
    : databaseUrl
      ? { databaseUrl }
      : { dataDir: dataDir ? dataDir : DEFAULT_DATA_DIR };
  const origins = env.CORS_ORIGINS?.split(",")
    .map((origin) => origin.trim())
    .filter((origin) => origin !== "");
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || "127.0.0.1",
    storage,
    corsOrigins: origins && origins.length > 0 ? origins : DEFAULT_CORS_ORIGINS,
  };
}

/** Where `make-staff` finds the Auth admin API: `SUPABASE_URL` and `SUPABASE_SERVICE_ROLE_KEY`. */
export function readAdminTarget(env: NodeJS.ProcessEnv = process.env): {
  url: string;
  serviceKey: string;
} {
  const url = env.SUPABASE_URL?.trim() || `http://127.0.0.1:${parsePort(env.PORT)}`;
  return {
    url: url.replace(/\/+$/, ""),
    serviceKey: env.SUPABASE_SERVICE_ROLE_KEY?.trim() || SERVICE_ROLE_KEY,
  };
}
