import { configDefaults, defineConfig } from "vitest/config";

/** Contract tests run once per kind of API key (src/testing/test-keys.ts); the rest once. */
const CONTRACTS = "src/**/*.contract.test.ts";
/** What happens after a lead is stored (e-mails, webhooks) is the same whatever key stored it. */
const SAME_FOR_EVERY_KEY = ["src/notifications.contract.test.ts"];

export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["./src/testing/global-setup.ts"],
    // PGlite takes seconds to start, more on a busy machine; a real PostgreSQL cluster more still.
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // Each file starts its own backend, so the files can share their workers' modules: PGlite's
    // WebAssembly and the rest load once per worker, not once per file. Passes shuffled too.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: "publishable-secret keys",
          include: ["src/**/*.test.ts"],
          env: { TEST_API_KEYS: "current" },
        },
      },
      {
        extends: true,
        test: {
          name: "legacy JWT keys",
          include: [CONTRACTS],
          exclude: [...configDefaults.exclude, ...SAME_FOR_EVERY_KEY],
          env: { TEST_API_KEYS: "legacy" },
        },
      },
    ],
  },
});
