import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // Loading every article and cover through Vite's glob takes a few seconds on a busy machine.
    testTimeout: 30_000,
  },
});
