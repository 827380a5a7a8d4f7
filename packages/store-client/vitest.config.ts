import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
    // Stories and the cart sheet load code on first use; on a busy machine that takes a while.
    testTimeout: 60_000,
    css: false,
  },
});
