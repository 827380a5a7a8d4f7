/** A row as both drivers return it: column name to a JavaScript value. */
export type Row = Record<string, unknown>;

export interface QueryResult<R extends Row = Row> {
  rows: R[];
  /** Rows touched by INSERT/UPDATE/DELETE (0 for plain SELECT). */
  affectedRows: number;
}

/** What a statement runner can do: the same inside and outside a transaction. */
export interface Queryable {
  /** One statement with bound parameters ($1, $2, ...). */
  query<R extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
  /** Several statements, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

/** The one interface the rest of the backend uses, over PGlite or node-postgres. */
export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** BEGIN, run `fn`, COMMIT; ROLLBACK and rethrow if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** LISTEN on a channel: `onNotify` runs after each NOTIFY commits. Resolves to the UNLISTEN. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as a tarball, to clone the database later. */
  snapshot?(): Promise<Blob>;
}

/** Where the data lives. */
export type Storage = "memory" | { dataDir: string } | { databaseUrl: string };
