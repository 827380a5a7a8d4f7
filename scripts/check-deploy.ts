// Part of `pnpm test`: each deploy command's dry run, as a developer would type it. With the
// defaults it must fail before building, naming every variable a production build needs; with a
// complete production set it must build for production and pass wrangler's own dry run, which
// lists what it would upload. Turbo's cache makes a second run reuse the production builds.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { apps, type AppName } from "./apps";

/** A production set as a real deploy would have it (none of these hosts is contacted). */
const PRODUCTION = {
  VITE_SITE_URL: "https://www.impulsoia.com.ar",
  VITE_OFFERS_URL: "https://ofertas.impulsoia.com.ar",
  VITE_SUPABASE_URL: "https://abcdefghijklmnopqrst.supabase.co",
  VITE_SUPABASE_ANON_KEY: "sb_publishable_4f7Xk2Lq9PzR8sT3vW6yA_1bCdEfGh",
  VITE_STORE_API_URL: "https://api-ecommerce.tiendaimpulso.com.ar",
  VITE_STORE_ID: "store_01JAGENCIAREAL00000000000",
  VITE_PROMO_END: `${new Date().getFullYear() + 1}-03-31T23:59:59-03:00`,
  VITE_PAYMENT_LINK_ARS_DIY: "https://mpago.la/2xYz8Ab",
  VITE_PAYMENT_LINK_ARS_FULL: "https://mpago.la/1QwE7Rt",
  VITE_PAYMENT_LINK_USD_DIY: "https://buy.stripe.com/4gw5kD9aB1cd",
  VITE_PAYMENT_LINK_USD_FULL: "https://buy.stripe.com/8hk2mN3xY4ef",
};

const root = resolve(import.meta.dirname, "..");
/** This environment without its VITE_* variables: the defaults, as on a fresh machine. */
const bare = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("VITE_")),
);

function dryRun(app: AppName, vars: Record<string, string>) {
  const { status, stdout, stderr } = spawnSync(
    resolve(root, "node_modules/.bin/tsx"),
    ["scripts/deploy.ts", app, "--dry-run"],
    { cwd: root, encoding: "utf8", env: { ...bare, ...vars } },
  );
  return { status, output: `${stdout}${stderr}` };
}

const failures: string[] = [];
for (const app of Object.keys(apps) as AppName[]) {
  const required = Object.entries(apps[app].entries)
    .filter(([, schema]) => schema.type !== "optional")
    .map(([name]) => name);

  const defaults = dryRun(app, {});
  console.log(
    `pnpm deploy:${app} --dry-run, con los valores por defecto (exit ${defaults.status}):\n${defaults.output}`,
  );
  if (defaults.status === 0) failures.push(`deploy:${app} con los valores por defecto no falló`);
  for (const name of required.filter((name) => !defaults.output.includes(`${name}: `)))
    failures.push(`deploy:${app} con los valores por defecto no nombra ${name}`);

  const production = dryRun(app, PRODUCTION);
  // Wrangler's part of the output; the build's log stays out of the way.
  const wrangler = production.output.slice(production.output.indexOf("⛅️"));
  console.log(
    `pnpm deploy:${app} --dry-run, con un juego de producción (exit ${production.status}):\n${wrangler}`,
  );
  if (production.status !== 0)
    failures.push(`deploy:${app} con un juego de producción falló:\n${production.output}`);
  if (
    !/Read \d+ files from the assets directory .*build-production\/client/.test(production.output)
  )
    failures.push(`deploy:${app}: wrangler no leyó el build de producción`);
  if (!production.output.includes("--dry-run: exiting now."))
    failures.push(`deploy:${app}: wrangler no terminó su ensayo`);
}
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}
console.log("deploy:check: 4 ensayos como se esperaba");
