import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    // PGlite takes a few seconds to start; a real PostgreSQL cluster a few more.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
