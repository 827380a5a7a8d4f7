#!/usr/bin/env node
/**
 * The last step of `pnpm release`: `changeset publish`, to the registry the environment names
 * (`NPM_CONFIG_REGISTRY`, default npm's; its token in the npmrc, e.g. `NODE_AUTH_TOKEN` in CI),
 * for every package whose version that registry does not have yet. Extra arguments go to
 * `changeset publish` (the release check adds `--no-git-tag`). It publishes the packages of the
 * workspace it is run in, so the release check runs it in a copy of this one.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";

const registry =
  process.env.npm_config_registry ||
  process.env.NPM_CONFIG_REGISTRY ||
  "https://registry.npmjs.org/";
// changeset publish reads these two (lowercase) to ask the registry and to publish there.
const env = {
  ...process.env,
  npm_config_registry: registry,
  "npm_config_@agencia:registry": registry,
};

// changeset publish runs `pnpm publish`; with pnpm started through npx, pnpm is not on the PATH.
const shims = mkdtempSync(join(tmpdir(), "release-pnpm-"));
const pnpmScript = process.env.npm_execpath;
if (pnpmScript && /pnpm/.test(pnpmScript)) {
  writeFileSync(
    join(shims, "pnpm"),
    `#!/bin/sh\nexec "${process.execPath}" "${pnpmScript}" "$@"\n`,
    {
      mode: 0o755,
    },
  );
  env.PATH = `${shims}${delimiter}${process.env.PATH ?? ""}`;
}

const changeset = createRequire(import.meta.url).resolve("@changesets/cli/bin.js");
console.log(`Publishing to ${registry}`);
const run = spawnSync(process.execPath, [changeset, "publish", ...process.argv.slice(2)], {
  env,
  stdio: "inherit",
});
rmSync(shims, { recursive: true, force: true });
process.exitCode = run.status ?? 1;
