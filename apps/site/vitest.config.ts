import { defineConfig } from "vitest/config";

/** The app's own unit tests; vite.config.ts is for building (React Router's plugin stays out). */
export default defineConfig({
  test: { environment: "node", include: ["app/**/*.test.{ts,tsx}", "worker/**/*.test.ts"] },
});
