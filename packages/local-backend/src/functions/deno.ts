import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { REPO_ROOT } from "../paths";

/** The Deno binary that the `deno` npm package ships for this platform. */
function denoExecutable(): string {
  const install = createRequire(import.meta.url)("deno/install_api.cjs") as {
    runInstall(): string;
  };
  return install.runInstall();
}

/** Deno's cache for this repo; npm packages come from node_modules, so nothing is downloaded. */
const DENO_DIR = join(REPO_ROOT, "node_modules", ".cache", "deno");
const LISTENING = /Listening on (http:\/\/\S+?)\/?$/;
const STARTUP_MS = 30_000;

/**
 * One Edge Function served by its own Deno process, as `supabase functions serve` does: its
 * `index.ts` calls `Deno.serve`, which listens on a free loopback port here. Started on first
 * use, started again if it exits; its output goes to the console under its name.
 */
export class DenoFunction {
  private child: ChildProcess | null = null;
  private origin: Promise<string> | null = null;

  constructor(
    readonly name: string,
    private readonly entry: string,
    private readonly env: Readonly<Record<string, string>>,
  ) {}

  /** The origin the function listens on, starting it if needed. */
  url(): Promise<string> {
    this.origin ??= this.start().catch((error: unknown) => {
      this.origin = null;
      throw error;
    });
    return this.origin;
  }

  private start(): Promise<string> {
    const child = spawn(
      denoExecutable(),
      [
        "run",
        "--cached-only",
        "--node-modules-dir=manual",
        "--no-prompt",
        "--allow-net",
        "--allow-env",
        "--allow-read",
        "--allow-sys",
        this.entry,
      ],
      {
        env: {
          PATH: process.env.PATH ?? "",
          HOME: process.env.HOME ?? "",
          DENO_DIR,
          DENO_NO_UPDATE_CHECK: "1",
          DENO_SERVE_ADDRESS: "tcp:127.0.0.1:0",
          NO_COLOR: "1",
          ...this.env,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    this.child = child;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`Edge Function ${this.name} did not start within ${STARTUP_MS} ms`));
        child.kill();
      }, STARTUP_MS);
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream! }).on("line", (line) => {
          const listening = LISTENING.exec(line)?.[1];
          if (listening !== undefined) {
            clearTimeout(timer);
            resolve(listening);
          } else console.log(`[functions:${this.name}] ${line}`);
        });
      }
      child.once("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Edge Function ${this.name} exited (${signal ?? code})`));
        if (this.child === child) {
          this.child = null;
          this.origin = null;
        }
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    this.origin = null;
    if (child === null || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill();
    });
  }
}
