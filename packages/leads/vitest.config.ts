import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { componentTests } from "../../vitest.components";

export default defineConfig({
  plugins: [react()],
  test: { ...componentTests, globalSetup: ["./vitest.global-setup.ts"] },
});
