/**
 * The test settings of every package that tests React components: jsdom, the package's own
 * `vitest.setup.ts` (jest-dom matchers, cleanup) and no CSS. A package spreads them into its
 * `test` block and adds what only it needs.
 */
export const componentTests = {
  environment: "jsdom",
  globals: true,
  setupFiles: ["./vitest.setup.ts"],
  testTimeout: 20_000,
  css: false,
};
