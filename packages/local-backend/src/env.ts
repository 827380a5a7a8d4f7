import { DEFAULT_CORS_ORIGINS } from "./http/cors";
import { DEFAULT_DATA_DIR } from "./paths";
import type { Storage } from "./db/types";
import { SECRET_KEY } from "./keys";

/** The backend's settings from the environment (the only module that reads it). */
export interface BackendEnv {
  port: number;
  host: string;
  storage: Storage;
  corsOrigins: string[];
  /** The mail catcher's HTTP API and SMTP ports. */
  mailPort: number;
  smtpPort: number;
  /** The site whose /panel the lead e-mails link to. */
  siteUrl: string;
}

export const DEFAULT_PORT = 54321;
/** Supabase's local Mailpit: web and API on 54324, SMTP on 54325. */
export const DEFAULT_MAIL_PORT = 54324;

function parsePort(value: string | undefined, fallback = DEFAULT_PORT, name = "PORT"): number {
  if (value === undefined || value.trim() === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${name} must be 0-65535, got "${value}"`);
  return port;
}

/**
 * `PORT` (54321), `HOST` (127.0.0.1), `DATABASE_URL` (a real PostgreSQL server instead of
 * PGlite), `LOCAL_DATA_DIR` (PGlite's folder, default `<repo>/.local-data/db`), `CORS_ORIGINS`
 * (comma list; `*` for any; loopback origins are always allowed), `MAIL_CATCHER_PORT` (54324)
 * and `MAIL_CATCHER_SMTP_PORT` (the next one), `SITE_URL` (else `VITE_SITE_URL`, else
 * http://localhost:3000). `memory` forces a fresh in-memory database.
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
  const mailPort = parsePort(env.MAIL_CATCHER_PORT, DEFAULT_MAIL_PORT, "MAIL_CATCHER_PORT");
  return {
    port: parsePort(env.PORT),
    host: env.HOST?.trim() || "127.0.0.1",
    storage,
    corsOrigins: origins && origins.length > 0 ? origins : DEFAULT_CORS_ORIGINS,
    mailPort,
    smtpPort: parsePort(
      env.MAIL_CATCHER_SMTP_PORT,
      mailPort === 0 ? 0 : mailPort + 1,
      "MAIL_CATCHER_SMTP_PORT",
    ),
    siteUrl: env.SITE_URL?.trim() || env.VITE_SITE_URL?.trim() || "http://localhost:3000",
  };
}

/**
 * Where `make-staff` finds the Auth admin API: `SUPABASE_URL`, and the project's secret key
 * (`SUPABASE_SECRET_KEY`) or its legacy `SUPABASE_SERVICE_ROLE_KEY`.
 */
export function readAdminTarget(env: NodeJS.ProcessEnv = process.env): {
  url: string;
  serviceKey: string;
} {
  const url = env.SUPABASE_URL?.trim() || `http://127.0.0.1:${parsePort(env.PORT)}`;
  return {
    url: url.replace(/\/+$/, ""),
    serviceKey:
      env.SUPABASE_SECRET_KEY?.trim() || env.SUPABASE_SERVICE_ROLE_KEY?.trim() || SECRET_KEY,
  };
}
