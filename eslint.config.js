import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (ARCHITECTURE.md): `ui` is the design system and knows no domain, so it
 * imports no other `@agencia/*` package and no library that belongs to one; product code never
 * imports the local backend, which only tests, e2e and benches may use.
 */
const uiBoundary = (allowed = ["ui"]) => ({
  patterns: [
    {
      // Any module of an @agencia package but ui's own (and those allowed).
      regex: `^(?!@agencia/(${allowed.join("|")})(/.*)?$)@agencia/`,
      message: "ui is the design system: it imports no other @agencia package (ARCHITECTURE.md).",
    },
    {
      group: [
        "@supabase/*",
        "@tanstack/*",
        "react-router",
        "react-hook-form",
        "papaparse",
        "dompurify",
      ],
      message: "ui knows no domain: data, routing and forms belong to the packages that use ui.",
    },
  ],
});

const noLocalBackend = {
  patterns: [
    {
      group: ["@agencia/local-backend", "@agencia/local-backend/**"],
      message:
        "Only tests, e2e and benches use the local backend; product code talks to the hosted APIs.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/build/**",
      "**/build-consent/**",
      "**/build-production/**",
      "**/.wrangler/**",
      "**/storybook-static/**",
      "**/.react-router/**",
      "**/coverage/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/.local-data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    // CommonJS: pnpm's hooks (.pnpmfile.cjs).
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["packages/ui/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", uiBoundary()] },
  },
  {
    // Stories are written against the shared Storybook preview: tooling, not a domain.
    files: ["packages/ui/**/*.stories.tsx"],
    rules: { "no-restricted-imports": ["error", uiBoundary(["ui", "storybook-config"])] },
  },
  {
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.{ts,tsx}"],
    ignores: [
      "packages/local-backend/**",
      // The build reads the demo catalogue through the stand-in, in-process (no server up).
      "apps/site/app/lib/build-catalogue.server.ts",
      "**/*.test.{ts,tsx}",
      "**/vitest.*.ts",
      "**/src/test/**",
      "packages/ui/**",
    ],
    rules: { "no-restricted-imports": ["error", noLocalBackend] },
  },
);
