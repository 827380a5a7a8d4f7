import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globals: true,
    // The early script runs in the browser (jsdom); the build steps in Node.
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
  },
});
