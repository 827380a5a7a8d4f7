// `pnpm deploy:site [--dry-run]` and `pnpm deploy:offers [--dry-run]`: checks the app's production
// settings (every unsafe variable named, before anything builds), builds it for production
// (`build:production`, which refuses the same), and deploys it to Cloudflare with wrangler, on the
// custom domain of its origin. `--dry-run` runs it all but the upload: wrangler lists what it
// would upload. Deploying needs `wrangler login` or CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID.
import { spawnSync } from "node:child_process";
import { join, resolve } from "node:path";
import { buildVars, productionProblems, refusal } from "@agencia/app-shell/settings";
import { apps, type AppName } from "./apps";

const [name, ...flags] = process.argv.slice(2);
if (!name || !(name in apps)) throw new Error("Uso: deploy.ts <site|offers> [--dry-run]");
const app = apps[name as AppName];
const dryRun = flags.includes("--dry-run");

const vars = buildVars(app.dir);
const problems = productionProblems(app.entries, vars);
if (problems.length > 0) {
  console.error(refusal(name, problems));
  process.exit(1);
}

function run(command: string, args: string[], cwd: string): void {
  const { status } = spawnSync(command, args, {
    cwd,
    stdio: "inherit",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  if (status !== 0) process.exit(status ?? 1);
}

const root = resolve(import.meta.dirname, "..");
run(
  join(root, "node_modules/.bin/turbo"),
  ["run", "build:production", `--filter=@agencia/${name}`],
  root,
);
run(
  join(app.dir, "node_modules/.bin/wrangler"),
  [
    "deploy",
    `--domain=${new URL(vars[app.origin]!).hostname}`,
    // The site's Worker sends the offer pages' paths to the offers app.
    ...(name === "site" ? [`--var=OFFERS_URL:${vars.VITE_OFFERS_URL}`] : []),
    ...(dryRun ? ["--dry-run"] : []),
  ],
  app.dir,
);
