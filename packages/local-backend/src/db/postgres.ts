import pg from "pg";
import type { Database, Queryable, QueryResult, Row } from "./types";

type Runner = Pick<pg.Pool | pg.PoolClient, "query">;

function queryable(runner: Runner): Queryable {
  return {
    async query<R extends Row = Row>(
      sql: string,
      params: readonly unknown[] = [],
    ): Promise<QueryResult<R>> {
      const result = await runner.query<R>(sql, [...params]);
      return { rows: result.rows, affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await runner.query(sql);
    },
  };
}

/** A real PostgreSQL server through node-postgres, with a small pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its server must not crash the process.
  pool.on("error", (error) => console.error("[local-backend] postgres pool:", error.message));
  await pool.query("select 1");
  return {
    kind: "postgres",
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(queryable(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify) {
      // A connection of its own: LISTEN lasts as long as the session that ran it.
      const client = await pool.connect();
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify();
      });
      await client.query(`listen "${channel.replace(/"/g, '""')}"`);
      return async () => {
        await client.query(`unlisten "${channel.replace(/"/g, '""')}"`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}
