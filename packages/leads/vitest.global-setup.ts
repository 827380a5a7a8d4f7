import { startLocalBackend } from "@agencia/local-backend";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A local backend (fresh in-memory database) for tests in a browser-like environment. */
    backendUrl: string;
  }
}

/**
 * jsdom tests cannot start the local backend themselves (it needs Node's own URL and files), so
 * one is started here, in Node, and its URL handed to them with `inject("backendUrl")`.
 */
export default async function setup(project: TestProject) {
  const backend = await startLocalBackend({ port: 0, storage: "memory" });
  project.provide("backendUrl", backend.url);
  return () => backend.close();
}
