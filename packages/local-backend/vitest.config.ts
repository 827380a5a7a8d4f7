import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/testing/global-setup.ts"],
    // PGlite takes seconds to start, more on a busy machine; a real PostgreSQL cluster more still.
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
});
