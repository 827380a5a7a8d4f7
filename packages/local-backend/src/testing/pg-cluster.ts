import { execFile } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Whether `initdb` (and so a throwaway PostgreSQL cluster) is on the PATH. */
export function hasInitdb(): boolean {
  return (process.env.PATH ?? "").split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, "initdb"), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  /** Connection string of the `postgres` database, superuser `postgres`, trust auth. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port. initdb refuses root, so as root the
 * commands run as the `postgres` user (`runuser`), in a folder it owns.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const dir = await mkdtemp(join(tmpdir(), "local-backend-pg-"));
  const dataDir = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const exec = (command: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", command, ...args]) : run(command, args);
  if (asRoot) {
    await chmod(dir, 0o755);
    await run("chown", ["postgres", dir]);
  }
  const port = await freePort();
  try {
    await exec("initdb", [
      "-D",
      dataDir,
      "-A",
      "trust",
      "-U",
      "postgres",
      "-E",
      "UTF8",
      "--no-sync",
    ]);
    await exec("pg_ctl", [
      "-D",
      dataDir,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-l",
      join(dir, "postgres.log"),
      "-w",
      "start",
    ]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await exec("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
