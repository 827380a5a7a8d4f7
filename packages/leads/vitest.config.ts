import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { componentTests } from "../../vitest.components";

/**
 * Contract tests (against the local backend) run once per kind of API key, publishable and
 * secret keys and the legacy JWTs (`@agencia/local-backend/test-keys`); the rest once, and so do
 * the outbox's, whose keeping and resending of a lead is the same whatever key sends it.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    ...componentTests,
    globalSetup: ["./vitest.global-setup.ts"],
    projects: [
      {
        extends: true,
        test: { name: "publishable-secret keys", env: { TEST_API_KEYS: "current" } },
      },
      {
        extends: true,
        test: {
          name: "legacy JWT keys",
          include: ["src/**/*.contract.test.ts"],
          exclude: [...configDefaults.exclude, "src/outbox-*.contract.test.ts"],
          env: { TEST_API_KEYS: "legacy" },
        },
      },
    ],
  },
});
