import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import { queryable } from "./queryable";
import type { Database, Row } from "./types";

type Runner = Pick<PGlite | Transaction, "query" | "exec">;

function connection(runner: Runner) {
  return queryable(
    (sql, params) => runner.query<Row>(sql, params),
    (sql) => runner.exec(sql),
  );
}

export interface PgliteOptions {
  /** Persist to this folder; without it the database lives in memory. */
  dataDir?: string;
  /** Start from a snapshot taken with `Database.snapshot()` instead of an empty cluster. */
  snapshot?: Blob;
}

/**
 * PGlite (Postgres in WebAssembly, in this process). PGlite has one connection, so
 * transactions run one after another.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<Database> {
  const db = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.snapshot === undefined ? {} : { loadDataDir: options.snapshot }),
    extensions: { pgcrypto, uuid_ossp },
  });
  return {
    kind: "pglite",
    ...connection(db),
    transaction: (fn) => db.transaction((tx) => fn(connection(tx))),
    close: () => db.close(),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    snapshot: () => db.dumpDataDir("gzip"),
  };
}
