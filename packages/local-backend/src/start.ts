import type { AddressInfo } from "node:net";
import { createAdminService } from "./admin/service";
import { createFaultSwitches } from "./admin/faults";
import { changeLeadLimits, type LeadLimitsChange, resetLeadLimits } from "./admin/lead-limits";
import { createAuthService } from "./auth/service";
import { bootstrap } from "./db/bootstrap";
import { migrate } from "./db/migrate";
import { openDatabase } from "./db/open";
import { SchemaCache } from "./db/schema-cache";
import { openMemoryDatabase } from "./db/template";
import type { Database, Row, Storage } from "./db/types";
import { createFunctionsService, type FunctionsService } from "./functions/service";
import { DEFAULT_CORS_ORIGINS } from "./http/cors";
import { createBackendServer } from "./http/app";
import type { Service } from "./http/service";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "./keys";
import { FUNCTIONS_DIR, MIGRATIONS_DIR } from "./paths";
import { startCronRunner } from "./platform/cron";
import { startNetWorker } from "./platform/net-worker";
import { createRestService } from "./rest/service";
import { Catalogues } from "./store/catalogues";
import { CheckoutSessions } from "./store/checkout";
import { createCheckoutPageService } from "./store/checkout-page";
import { createMediaService } from "./store/media";
import { createStoreService } from "./store/service";

export interface LocalBackendOptions {
  /** Port to listen on; 0 picks a free one. Default 54321. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** Default "memory": a fresh database. `{ dataDir }` persists with PGlite, `{ databaseUrl }` uses PostgreSQL. */
  storage?: Storage;
  /** The migrations to apply. Default `packages/leads/supabase/migrations`. */
  migrationsDir?: string;
  /** Browser origins allowed by CORS (loopback origins always are). */
  corsOrigins?: readonly string[];
  /**
   * Serve the Edge Functions (`{dir}/{name}/index.ts`, default `packages/leads/supabase/functions`)
   * with Deno at `/functions/v1/{name}`, and run the database's pg_net requests and pg_cron jobs,
   * which is how a new lead's notification travels. Off unless given, so tests that do not need
   * it start no Deno. `env` adds to the functions' secrets (after `{dir}/.env`). `vaultKey` is
   * the Vault secret the database calls them with: `secret_key` (the secret key, the default)
   * or `service_role_key` (the legacy JWT), as a hosted project sets one or the other.
   */
  edgeFunctions?: { dir?: string; env?: Readonly<Record<string, string>>; vaultKey?: VaultKey };
  /**
   * Sets the limits on visitors' leads and the mail digest at start, as `POST
   * /__admin/lead-limits` does; `"defaults"` restores the product's. Left out, the database keeps
   * what it has (a fresh one: the defaults).
   */
  leadLimits?: LeadLimitsChange | "defaults";
}

/** The Vault secret that holds the key the database calls the Edge Functions with. */
export type VaultKey = "secret_key" | "service_role_key";

export interface LocalBackend {
  /** Base URL for `createClient`, e.g. `http://127.0.0.1:54321`. */
  url: string;
  port: number;
  /** Versions of the migrations applied by this start (for "memory", all of them). */
  appliedMigrations: string[];
  /** One statement as the database owner, like `psql` on Supabase's local database port. */
  sql<R extends Row = Row>(text: string, params?: readonly unknown[]): Promise<R[]>;
  close(): Promise<void>;
}

/**
 * Starts the stand-in for hosted Supabase and the storefront API: opens the database, creates
 * what Supabase provides, applies the migrations, and serves `/rest/v1`, `/auth/v1`, `/__admin`,
 * the storefront's `/store/{storeId}/…` with its `/checkout` page and `/store-media` images, on
 * one port.
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const storage = options.storage ?? "memory";
  const migrationsDir = options.migrationsDir ?? MIGRATIONS_DIR;
  const fresh = storage === "memory" ? await openMemoryDatabase(migrationsDir) : null;
  const db = fresh?.db ?? (await openDatabase(storage));
  try {
    // Idempotent: a no-op on a cloned template or an up-to-date database.
    await bootstrap(db);
    const appliedMigrations = [...(fresh?.applied ?? []), ...(await migrate(db, migrationsDir))];
    if (options.leadLimits === "defaults") await resetLeadLimits(db);
    else if (options.leadLimits) await changeLeadLimits(db, options.leadLimits);
    const cache = new SchemaCache(db);
    await cache.reload();
    const faults = createFaultSwitches();
    const sessions = new CheckoutSessions();
    const catalogues = new Catalogues();
    let url = "";
    const functions: FunctionsService | null = options.edgeFunctions
      ? createFunctionsService(options.edgeFunctions.dir ?? FUNCTIONS_DIR, () => ({
          SUPABASE_URL: url,
          SUPABASE_ANON_KEY: ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
          SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: PUBLISHABLE_KEY }),
          SUPABASE_SECRET_KEYS: JSON.stringify({ default: SECRET_KEY }),
          ...options.edgeFunctions?.env,
        }))
      : null;
    const services: Service[] = [
      createRestService({ db, cache, faults: faults.rest }),
      createAuthService(db),
      createAdminService(faults, catalogues, db),
      createStoreService({ faults: faults.store, sessions, catalogues }),
      createCheckoutPageService(sessions),
      createMediaService(),
      ...(functions ? [functions] : []),
    ];
    const server = createBackendServer(services, options.corsOrigins ?? DEFAULT_CORS_ORIGINS);
    const host = options.host ?? "127.0.0.1";
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port ?? 54321, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    const urlHost =
      host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
    url = `http://${urlHost}:${port}`;
    await functions?.start().catch(async (error: unknown) => {
      await functions.stop();
      server.close();
      throw error;
    });
    const background = functions
      ? await startBackgroundWork(db, url, options.edgeFunctions?.vaultKey).catch(
          (error: unknown) => {
            server.close();
            throw error;
          },
        )
      : [];
    let closing: Promise<void> | null = null;
    return {
      url,
      port,
      appliedMigrations,
      async sql<R extends Row = Row>(text: string, params?: readonly unknown[]) {
        return (await db.query<R>(text, params)).rows;
      },
      close() {
        closing ??= (async () => {
          await Promise.all(background.map((worker) => worker.close()));
          await functions?.stop();
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
          await db.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/**
 * What hosted Supabase runs beside the database: Vault holds where Edge Functions are (this
 * backend) and the one key to call them with, pg_net's worker sends queued requests, pg_cron
 * runs its jobs.
 */
async function startBackgroundWork(db: Database, url: string, vaultKey: VaultKey = "secret_key") {
  const key = vaultKey === "secret_key" ? SECRET_KEY : SERVICE_ROLE_KEY;
  await db.query(
    `delete from vault.secrets where name in ('secret_key', 'service_role_key') and name <> $1`,
    [vaultKey],
  );
  await db.query(
    `insert into vault.secrets (name, secret) values ('project_url', $1), ($2, $3)
     on conflict (name) do update set secret = excluded.secret, updated_at = now()`,
    [url, vaultKey, key],
  );
  return [await startNetWorker(db), await startCronRunner(db)];
}
