/**
 * `pnpm --filter @agencia/leads supabase:deploy`: the backend live in one command, with the
 * pinned Supabase CLI. It links the project, pushes config.toml's auth settings (the site's URLs,
 * sign-up closed), pushes the migrations (and Vault's `project_url` and `secret_key`, which the
 * database calls notify-lead with), sets the function's secrets and deploys it.
 *
 * Everything comes from environment variables (DEPLOY_VARIABLES below); when any is missing or
 * unsafe it names each one and runs nothing.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

interface Variable {
  name: string;
  meaning: string;
  /** Why a value cannot go live, or null when it can. */
  refuse?: (value: string) => string | null;
}

const httpsOrigin = (value: string) =>
  /^https:\/\/[^/\s]+$/.test(value) && !/localhost|127\.0\.0\.1/.test(value)
    ? null
    : "an https:// origin, no path (e.g. https://www.example.com)";

const DEPLOY_VARIABLES: readonly Variable[] = [
  {
    name: "SUPABASE_ACCESS_TOKEN",
    meaning: "a personal access token (dashboard → Account → Access Tokens)",
    refuse: (value) => (value.startsWith("sbp_") ? null : "a token starting with sbp_"),
  },
  {
    name: "SUPABASE_PROJECT_REF",
    meaning: "the project's ref, the <ref> of https://<ref>.supabase.co",
    refuse: (value) => (/^[a-z]{20}$/.test(value) ? null : "20 lowercase letters"),
  },
  { name: "SUPABASE_DB_PASSWORD", meaning: "the project's database password" },
  {
    name: "SUPABASE_SECRET_KEY",
    meaning: "a secret key of the project (sb_secret_…), which the database calls notify-lead with",
    refuse: (value) => (value.startsWith("sb_secret_") ? null : "a key starting with sb_secret_"),
  },
  {
    name: "SITE_URL",
    meaning: "the site's origin: sign-in redirects and the e-mails' links",
    refuse: httpsOrigin,
  },
  { name: "SMTP_HOST", meaning: "the mail server notify-lead sends through" },
  { name: "SMTP_USER", meaning: "its user" },
  { name: "SMTP_PASS", meaning: "its password" },
  { name: "LEAD_NOTIFY_FROM", meaning: "the sender, e.g. Avisos del sitio <avisos@example.com>" },
  { name: "LEAD_NOTIFY_TO", meaning: "who receives the leads, comma separated" },
];

/** Secrets notify-lead reads besides the required ones, passed on when set. */
const OPTIONAL_SECRETS = ["SMTP_PORT", "LEAD_WEBHOOK_URL", "BRAND_NAME"] as const;
const FUNCTION_SECRETS = [
  "SMTP_HOST",
  "SMTP_USER",
  "SMTP_PASS",
  "LEAD_NOTIFY_FROM",
  "LEAD_NOTIFY_TO",
  "SITE_URL",
  ...OPTIONAL_SECRETS,
] as const;

/** Each variable that is missing or would not work live, with what it should be. */
function problems(env: NodeJS.ProcessEnv): string[] {
  return DEPLOY_VARIABLES.flatMap(({ name, meaning, refuse }) => {
    const value = env[name]?.trim() ?? "";
    if (value === "") return [`${name} is missing: ${meaning}`];
    const reason = refuse?.(value) ?? null;
    return reason === null ? [] : [`${name} must be ${reason}`];
  });
}

interface Step {
  title: string;
  args: string[];
}

/** The CLI calls, in order, for a complete environment. */
function deploySteps(env: NodeJS.ProcessEnv, secretsFile: string): Step[] {
  const ref = env.SUPABASE_PROJECT_REF!.trim();
  const project = ["--project-ref", ref];
  return [
    { title: "Link the project", args: ["link", ...project] },
    {
      title: "Push the auth settings (config.toml)",
      args: ["config", "push", ...project, "--yes"],
    },
    { title: "Push the migrations and Vault's secrets", args: ["db", "push", "--linked", "--yes"] },
    {
      title: "Set notify-lead's secrets",
      args: ["secrets", "set", ...project, "--env-file", secretsFile],
    },
    {
      title: "Deploy notify-lead",
      args: ["functions", "deploy", "notify-lead", ...project, "--use-api"],
    },
  ];
}

/**
 * What config.toml reads with env(): the auth settings and Vault's values, derived from the
 * variables above.
 */
function configEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const site = env.SITE_URL!.trim();
  return {
    SUPABASE_AUTH_SITE_URL: `${site}/acceso`,
    SUPABASE_AUTH_REDIRECT_URL: `${site}/**`,
    SUPABASE_VAULT_PROJECT_URL: `https://${env.SUPABASE_PROJECT_REF!.trim()}.supabase.co`,
    SUPABASE_VAULT_SECRET_KEY: env.SUPABASE_SECRET_KEY!.trim(),
  };
}

function secretsFileText(env: NodeJS.ProcessEnv): string {
  return FUNCTION_SECRETS.filter((name) => (env[name]?.trim() ?? "") !== "")
    .map((name) => `${name}=${JSON.stringify(env[name]!.trim())}`)
    .join("\n");
}

function main(): number {
  const found = problems(process.env);
  if (found.length > 0) {
    console.error(
      `supabase:deploy needs these environment variables; nothing was run:\n${found.map((line) => `  - ${line}`).join("\n")}`,
    );
    return 1;
  }
  const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
  const tmp = mkdtempSync(join(tmpdir(), "supabase-deploy-"));
  const secretsFile = join(tmp, "notify-lead.env");
  // A file, not arguments: secrets stay out of the process list and the shell's history.
  writeFileSync(secretsFile, secretsFileText(process.env), { mode: 0o600 });
  const env = { ...process.env, ...configEnv(process.env) };
  try {
    for (const step of deploySteps(process.env, secretsFile)) {
      console.log(`\n▶ ${step.title}: supabase ${step.args.join(" ")}`);
      const run = spawnSync("supabase", step.args, { cwd: packageDir, env, stdio: "inherit" });
      if (run.status !== 0) {
        console.error(
          `\nsupabase:deploy stopped: «${step.title}» failed (${run.error?.message ?? `exit ${run.status}`}).`,
        );
        return 1;
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log("\nThe backend is live: migrations, auth settings, notify-lead and its secrets.");
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
