import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "./db/postgres";
import { listMigrations } from "./db/migrate";
import { MIGRATIONS_DIR } from "./paths";
import { startTestBackend } from "./testing/backend";
import { contactosContract } from "./testing/contactos-contract";
import { hostileInputsContract } from "./testing/hostile-inputs-contract";
import { leadLimitsContract } from "./testing/lead-limits-contract";
import { hasInitdb, type PgCluster, startPgCluster } from "./testing/pg-cluster";

const available = hasInitdb();
const required = Boolean(process.env.CI);
const skip = !available && !required;
const title = skip
  ? "real PostgreSQL (skipped: initdb is not on the PATH; install postgresql or set CI=1 to require it)"
  : "real PostgreSQL";

if (skip) console.warn(`[local-backend] ${title}`);

describe.skipIf(skip)(title, () => {
  let cluster: PgCluster;

  beforeAll(async () => {
    cluster = await startPgCluster();
  });

  afterAll(async () => {
    await cluster?.stop();
  });

  describe("migrations and bootstrap", () => {
    it("applies the migrations once, recorded in supabase_migrations.schema_migrations", async () => {
      const expected = (await listMigrations(MIGRATIONS_DIR)).map((file) => file.version);
      const db = await openPostgres(cluster.url);
      await db.exec("create database migrations_check");
      await db.close();
      const url = cluster.url.replace(/\/postgres$/, "/migrations_check");
      const first = await startTestBackend({ storage: { databaseUrl: url } });
      expect(first.appliedMigrations).toEqual(expected);
      await first.close();
      const second = await startTestBackend({ storage: { databaseUrl: url } });
      expect(second.appliedMigrations).toEqual([]);
      await second.close();
      const check = await openPostgres(url);
      const ledger = await check.query<{ version: string; n: number }>(
        "select version, cardinality(statements) as n from supabase_migrations.schema_migrations order by version",
      );
      const roles = await check.query<{ rolname: string; rolbypassrls: boolean }>(
        "select rolname, rolbypassrls from pg_roles where rolname in ('anon','authenticated','service_role','authenticator') order by rolname",
      );
      const version = await check.query<{ server_version_num: string }>("show server_version_num");
      await check.close();
      expect(ledger.rows.map((row) => row.version)).toEqual(expected);
      expect(ledger.rows.every((row) => row.n > 0)).toBe(true);
      expect(roles.rows).toEqual([
        { rolname: "anon", rolbypassrls: false },
        { rolname: "authenticated", rolbypassrls: false },
        { rolname: "authenticator", rolbypassrls: false },
        { rolname: "service_role", rolbypassrls: true },
      ]);
      expect(Number(version.rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000);
    });
  });

  describe("the contactos contract", () => {
    contactosContract(() => startTestBackend({ storage: { databaseUrl: cluster.url } }));
  });

  describe("the hostile-input corpus", () => {
    hostileInputsContract(() => startTestBackend({ storage: { databaseUrl: cluster.url } }));
  });

  describe("the limits on visitors' leads", () => {
    leadLimitsContract(() =>
      startTestBackend({ storage: { databaseUrl: cluster.url }, leadLimits: "defaults" }),
    );
  });
});
