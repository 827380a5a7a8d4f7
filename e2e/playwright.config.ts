import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./support/chromium";
import { edgeCommand } from "./support/edge";
import {
  BACKEND_URL,
  CONSENT_OFFERS_URL,
  MAIL_URL,
  OFFERS_URL,
  portOf,
  SITE_URL,
} from "./support/urls";

/** workerd starts in seconds; three at once beside the rest of \`pnpm test\` on two cores, slower. */
const EDGE_START = 120_000;

/** End-to-end tests of the production builds of both apps, in Debian's Chromium. */
export default defineConfig({
  testDir: "./tests",
  // Runs once the servers are up: lifts the shared backend's limits on visitors' leads.
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a bug to fix, not to retry: every environment runs each test once.
  retries: 0,
  // Tests also wait (on the network, timers, a throttled CPU): beside the rest of `pnpm test` on a
  // 2-core machine, four workers ran the suite in 536–539 s, two in 587–596 s.
  workers: 4,
  // A test's own bound, doubled from 30 s for the same reason: a slow phone's flow (CPU 4×, two
  // page loads, a dozen taps) took longer than 30 s on a busy 2-core machine, and failed there.
  timeout: 60_000,
  // Every assertion waits on a condition; the limit only bounds a failure. Doubled from 5 s: on
  // two cores the rest of `pnpm test` runs beside these tests and a step may wait for a core.
  expect: { timeout: 10_000 },
  // CI also writes the results as JSON, so scripts/ci-failures.mjs can repeat the failures last.
  reporter: process.env.CI
    ? [["list"], ["html", { open: "never" }], ["json", { outputFile: "test-results.json" }]]
    : "list",
  use: {
    baseURL: SITE_URL,
    locale: "es-AR",
    timezoneId: "America/Argentina/Buenos_Aires",
    // A failed test keeps its trace: every action, its error, the network and the console. DOM
    // snapshots and a screencast cost the browser tests processor time on every action of every test.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  // The suite always starts its own servers, in CI and on a laptop alike: a server already on one
  // of these ports (a \`pnpm start\`, another checkout's build, a persistent database) would be
  // tested instead of this build, so Playwright refuses to start rather than reuse it.
  webServer: [
    {
      command: `PORT=${portOf(BACKEND_URL)} MAIL_CATCHER_PORT=${portOf(MAIL_URL)} SITE_URL=${SITE_URL} tsx ../packages/local-backend/src/main.ts --memory`,
      url: `${BACKEND_URL}/rest/v1/`,
      ignoreHTTPSErrors: true,
      stdout: "pipe",
    },
    // Both builds through Cloudflare's local runtime, as the edge serves them.
    { command: edgeCommand("site", SITE_URL), url: SITE_URL, timeout: EDGE_START },
    {
      command: edgeCommand("offers", OFFERS_URL),
      url: OFFERS_URL,
      timeout: EDGE_START,
    },
    {
      command: edgeCommand("offers", CONSENT_OFFERS_URL, "../apps/offers/build-consent/client"),
      url: CONSENT_OFFERS_URL,
      timeout: EDGE_START,
    },
  ],
});
