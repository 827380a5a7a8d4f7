import { startLocalBackend } from "@agencia/local-backend";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A local backend with a fresh in-memory database, shared by the test files. */
    backendUrl: string;
  }
}

/**
 * One local backend for the test files that talk to a real one: jsdom tests cannot start it
 * themselves (it needs Node's own URL and files), and sharing it saves starting PGlite again.
 * Its URL reaches them with `inject("backendUrl")`.
 */
export default async function setup(project: TestProject) {
  const backend = await startLocalBackend({ port: 0, storage: "memory" });
  project.provide("backendUrl", backend.url);
  return () => backend.close();
}
