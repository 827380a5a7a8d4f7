// Serves what the benchmarks measure, as `pnpm start` does: the production builds of both apps
// and the local backend, plus, when asked, the no-JavaScript twins of both apps (measured in the
// same run).
import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { blogArticlePaths } from "@agencia/content/site-routes";
import { buildDir, type App } from "../support/built-pages";
import { edgeCommand } from "../support/edge";
import { BACKEND_URL, MAIL_URL, OFFERS_URL, portOf, SITE_URL } from "../support/urls";
import { writeNoJsTwin } from "./no-js-twin";

export const APPS = ["site", "offers"] as const;
export const ORIGINS: Record<App, string> = { site: SITE_URL, offers: OFFERS_URL };

const shifted = (origin: string, by: number) => `http://localhost:${Number(portOf(origin)) + by}`;
/** The no-JavaScript twins listen next to the apps: 3000 → 3100. */
export const twinOrigin = (app: App) => shifted(ORIGINS[app], 100);
/** The article whose share links the benchmark taps. */
export const [SHARED_ARTICLE] = blogArticlePaths() as [string];

/** Each server leads a process group of its own, so that closing it ends what it started. */
function serve(command: string, env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, {
    shell: true,
    detached: true,
    stdio: "ignore",
    env: { ...process.env, ...env },
  });
}

/** Serves a build of `app` (its own, or a peer's copy of it) through Cloudflare's local runtime. */
const serveEdge = (app: App, origin: string, dir?: string) => serve(edgeCommand(app, origin, dir));

/** As the browser tests allow: runtimes and the backend start slowly beside other work. */
const START_MS = 120_000;

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} no respondió`);
}

export interface Servers {
  close(): void;
}

/** Starts the servers and resolves once every one of them answers. */
export async function startServers(peers: { twin?: boolean }): Promise<Servers> {
  const scratch = join(tmpdir(), "agencia-bench");
  const origins = [...Object.values(ORIGINS), `${BACKEND_URL}/rest/v1/`];
  const servers = [
    ...APPS.map((app) => serveEdge(app, ORIGINS[app])),
    serve("tsx ../packages/local-backend/src/main.ts --memory", {
      PORT: portOf(BACKEND_URL),
      MAIL_CATCHER_PORT: portOf(MAIL_URL),
    }),
  ];
  /** Writes a rewritten copy of each app's build and serves it at the peer's own origin. */
  const servePeer = (
    folder: string,
    write: (build: string, dir: string) => void,
    origin: (app: App) => string,
  ) => {
    for (const app of APPS) {
      const dir = join(scratch, folder, app);
      write(buildDir(app), dir);
      servers.push(serveEdge(app, origin(app), dir));
      origins.push(origin(app));
    }
  };
  if (peers.twin) servePeer("no-js-twin", writeNoJsTwin, twinOrigin);
  const close = () =>
    servers.forEach((server) => {
      try {
        if (server.pid) process.kill(-server.pid);
      } catch {
        // Already ended.
      }
    });
  // However the benchmark ends, its servers end with it.
  process.once("exit", close);
  try {
    await Promise.all(origins.map(waitFor));
  } catch (error) {
    close();
    throw error;
  }
  return { close };
}
