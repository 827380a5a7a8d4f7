// What a push to main deploys (`tsx scripts/deploy-targets.ts <base>`, the CI workflow's `changes`
// job): each app Turborepo counts as affected since <base> (its own files, the packages it uses,
// the lockfile, turbo.json's global inputs) and the Supabase backend when packages/leads/supabase
// changed. With no base, or one this clone's history lacks, everything. Prints GitHub Actions
// outputs: `apps=["site","offers"]` and `backend=true`.
import { execFileSync, spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { apps, type AppName } from "./apps";

interface TurboList {
  packages: { items: { name: string }[] };
}

const root = resolve(import.meta.dirname, "..");
const base = process.argv[2] ?? "";
const inHistory =
  base !== "" &&
  spawnSync("git", ["cat-file", "-e", `${base}^{commit}`], { cwd: root }).status === 0;

function affectedApps(): AppName[] {
  const listing = execFileSync(
    join(root, "node_modules/.bin/turbo"),
    ["ls", "--affected", "--output=json"],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, TURBO_SCM_BASE: base },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const affected = new Set((JSON.parse(listing) as TurboList).packages.items.map((p) => p.name));
  return (Object.keys(apps) as AppName[]).filter((name) => affected.has(`@agencia/${name}`));
}

const backendChanged = () =>
  spawnSync("git", ["diff", "--quiet", base, "HEAD", "--", "packages/leads/supabase"], {
    cwd: root,
  }).status !== 0;

console.log(`apps=${JSON.stringify(inHistory ? affectedApps() : Object.keys(apps))}`);
console.log(`backend=${inHistory ? backendChanged() : true}`);
