import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

/** Debian's Chromium (never a downloaded browser), started the way this machine allows. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
};

/**
 * Every story is a test: it must render, its play function must pass, and the accessibility
 * check (axe, `a11y.test: "error"` in preview.tsx) must find no violation.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: ".storybook" })],
  test: {
    name: "storybook",
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromium }),
      instances: [{ browser: "chromium" }],
      screenshotFailures: false,
    },
    setupFiles: ["./vitest.setup.ts"],
    // Every story mounts and unmounts its own canvas, so the files share one page instead of each
    // loading its own; the suite passes in any order (--sequence.shuffle).
    isolate: false,
    testTimeout: 30_000,
    // The stories need their stylesheet: layout, contrast and visibility are what they test.
    css: true,
  },
});
