import type { Queryable, QueryResult, Row } from "./types";

/** One statement's answer as a driver gives it: its rows and how many rows it touched. */
export interface DriverResult {
  rows: Row[];
  affectedRows?: number | null;
}

/**
 * A driver's connection as a Queryable: `run` sends one statement with bound parameters,
 * `exec` sends several without any (the drivers differ in which call does that).
 */
export function queryable(
  run: (sql: string, params: unknown[]) => Promise<DriverResult>,
  exec: (sql: string) => Promise<unknown>,
): Queryable {
  return {
    async query<R extends Row = Row>(
      sql: string,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<R>> {
      const result = await run(sql, [...params]);
      return { rows: result.rows as R[], affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await exec(sql);
    },
  };
}
