import pg from "pg";
import { queryable } from "./queryable";
import type { Database, Row } from "./types";

type Runner = Pick<pg.Pool | pg.PoolClient, "query">;

function connection(runner: Runner) {
  return queryable(
    async (sql, params) => {
      const { rows, rowCount } = await runner.query<Row>(sql, params);
      return { rows, affectedRows: rowCount };
    },
    (sql) => runner.query(sql),
  );
}

/** A real PostgreSQL server through node-postgres, with a small pool. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client that loses its server must not crash the process.
  pool.on("error", (error) => console.error("[local-backend] postgres pool:", error.message));
  await pool.query("select 1");
  return {
    kind: "postgres",
    ...connection(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(connection(client));
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
