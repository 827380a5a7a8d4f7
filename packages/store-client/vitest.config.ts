import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { componentTests } from "../../vitest.components";

export default defineConfig({
  plugins: [react()],
  // Stories and the cart sheet load code on first use; on a busy machine that takes a while.
  test: { ...componentTests, testTimeout: 60_000 },
});
