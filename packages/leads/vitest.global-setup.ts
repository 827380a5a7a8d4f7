import { LIFTED_LEAD_LIMITS, startLocalBackend } from "@agencia/local-backend";
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
 * Its URL reaches them with `inject("backendUrl")`. The limits on visitors' leads are lifted: the
 * files send many from one address.
 */
export default async function setup(project: TestProject) {
  const backend = await startLocalBackend({
    port: 0,
    storage: "memory",
    leadLimits: LIFTED_LEAD_LIMITS,
  });
  project.provide("backendUrl", backend.url);
  return () => backend.close();
}
