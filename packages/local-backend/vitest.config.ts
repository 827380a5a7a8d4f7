import { defineConfig } from "vitest/config";

/** Contract tests run once per kind of API key (src/testing/test-keys.ts); the rest once. */
const CONTRACTS = "src/**/*.contract.test.ts";

export default defineConfig({
  test: {
    environment: "node",
    globalSetup: ["./src/testing/global-setup.ts"],
    // PGlite takes seconds to start, more on a busy machine; a real PostgreSQL cluster more still.
    testTimeout: 60_000,
    hookTimeout: 300_000,
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
        test: { name: "legacy JWT keys", include: [CONTRACTS], env: { TEST_API_KEYS: "legacy" } },
      },
    ],
  },
});
