import type { AddressInfo } from "node:net";
import { createAdminService } from "./admin/service";
import { createFaultSwitches } from "./admin/faults";
import { createAuthService } from "./auth/service";
import { bootstrap } from "./db/bootstrap";
import { migrate } from "./db/migrate";
import { openDatabase } from "./db/open";
import { SchemaCache } from "./db/schema-cache";
import { openMemoryDatabase } from "./db/template";
import type { Storage } from "./db/types";
import { DEFAULT_CORS_ORIGINS } from "./http/cors";
import { createBackendServer } from "./http/server";
import type { Service } from "./http/service";
import { MIGRATIONS_DIR } from "./paths";
import { createRestService } from "./rest/service";
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
}

export interface LocalBackend {
  /** Base URL for `createClient`, e.g. `http://127.0.0.1:54321`. */
  url: string;
  port: number;
  /** Versions of the migrations applied by this start (for "memory", all of them). */
  appliedMigrations: string[];
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
    const cache = new SchemaCache(db);
    await cache.reload();
    const faults = createFaultSwitches();
    const sessions = new CheckoutSessions();
    const services: Service[] = [
      createRestService({ db, cache, faults: faults.rest }),
      createAuthService(db),
      createAdminService(faults),
      createStoreService({ faults: faults.store, sessions }),
      createCheckoutPageService(sessions),
      createMediaService(),
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
    let closing: Promise<void> | null = null;
    return {
      url: `http://${urlHost}:${port}`,
      port,
      appliedMigrations,
      close() {
        closing ??= (async () => {
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
