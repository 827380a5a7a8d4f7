// @vitest-environment node
import { execFile } from "node:child_process";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { parse } from "smol-toml";

const run = promisify(execFile);
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), "supabase-deploy.ts");
const CONFIG = join(dirname(SCRIPT), "..", "supabase", "config.toml");
/** What the command derives for config.toml's env(…), which the stand-in CLI records. */
const CONFIG_ENV = [
  "SUPABASE_AUTH_SITE_URL",
  "SUPABASE_AUTH_REDIRECT_URL",
  "SUPABASE_VAULT_PROJECT_URL",
  "SUPABASE_VAULT_SECRET_KEY",
];

const COMPLETE: Record<string, string> = {
  SUPABASE_ACCESS_TOKEN: "sbp_0123456789abcdef0123456789abcdef01234567",
  SUPABASE_PROJECT_REF: "abcdefghijklmnopqrst",
  SUPABASE_DB_PASSWORD: "contraseña-de-la-base",
  SUPABASE_SECRET_KEY: "sb_secret_0123456789",
  SITE_URL: "https://www.impulsoia.com.ar",
  SMTP_HOST: "smtp.example.com",
  SMTP_USER: "avisos",
  SMTP_PASS: "clave smtp",
  LEAD_NOTIFY_FROM: "Avisos del sitio <avisos@impulsoia.com.ar>",
  LEAD_NOTIFY_TO: "equipo@impulsoia.com.ar",
};

let bin: string;
let calls: string;

/**
 * A stand-in `supabase` first on the PATH: it records each call (its arguments, the config
 * values it was given, the secrets file) instead of reaching a project.
 */
beforeEach(async () => {
  bin = await mkdtemp(join(tmpdir(), "supabase-deploy-test-"));
  calls = join(bin, "calls.log");
  await writeFile(
    join(bin, "supabase"),
    [
      "#!/bin/sh",
      `echo "supabase $* | ${CONFIG_ENV.map((name) => `$${name}`).join(" ")}" >> "${calls}"`,
      `if [ "$1" = secrets ]; then cat "$6" >> "${calls}"; echo >> "${calls}"; fi`,
    ].join("\n"),
  );
  await chmod(join(bin, "supabase"), 0o755);
});

afterEach(() => rm(bin, { recursive: true, force: true }));

async function deploy(env: Record<string, string>) {
  const PATH = `${bin}:${process.env.PATH ?? ""}`;
  try {
    // Node itself, not npx or pnpm, which would put the real CLI of node_modules/.bin first.
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", SCRIPT], {
      env: { PATH, HOME: process.env.HOME ?? "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const recorded = () => readFile(calls, "utf8").catch(() => "");

describe("pnpm --filter @agencia/leads supabase:deploy", () => {
  it("names every missing variable and runs nothing", async () => {
    const { code, stderr } = await deploy({ SITE_URL: "https://www.impulsoia.com.ar" });
    expect(code).toBe(1);
    expect(stderr).toContain("nothing was run");
    for (const name of Object.keys(COMPLETE).filter((name) => name !== "SITE_URL"))
      expect(stderr).toContain(`${name} is missing`);
    expect(stderr).not.toContain("SITE_URL");
    expect(await recorded()).toBe("");
  }, 60_000);

  it("refuses values that cannot go live: a local site, a public key, a malformed ref or token", async () => {
    const { code, stderr } = await deploy({
      ...COMPLETE,
      SITE_URL: "http://localhost:3000",
      SUPABASE_SECRET_KEY: "sb_publishable_0123456789",
      SUPABASE_PROJECT_REF: "https://abc.supabase.co",
      SUPABASE_ACCESS_TOKEN: "0123456789",
    });
    expect(code).toBe(1);
    expect(stderr).toContain("SITE_URL must be an https:// origin");
    expect(stderr).toContain("SUPABASE_SECRET_KEY must be a key starting with sb_secret_");
    expect(stderr).toContain("SUPABASE_PROJECT_REF must be 20 lowercase letters");
    expect(stderr).toContain("SUPABASE_ACCESS_TOKEN must be a token starting with sbp_");
    expect(await recorded()).toBe("");
  }, 60_000);

  it("links, pushes the auth settings and migrations, sets the secrets and deploys notify-lead", async () => {
    const { code, stdout } = await deploy({
      ...COMPLETE,
      LEAD_WEBHOOK_URL: "https://hooks.example.com/x",
    });
    expect(code).toBe(0);
    expect(stdout).toContain("The backend is live");
    const config =
      "https://www.impulsoia.com.ar/acceso https://www.impulsoia.com.ar/** https://abcdefghijklmnopqrst.supabase.co sb_secret_0123456789";
    const ref = "--project-ref abcdefghijklmnopqrst";
    const lines = (await recorded()).trim().split("\n");
    expect(lines.filter((line) => line.startsWith("supabase "))).toEqual([
      `supabase link ${ref} | ${config}`,
      `supabase config push ${ref} --yes | ${config}`,
      `supabase db push --linked --yes | ${config}`,
      expect.stringMatching(
        new RegExp(`^supabase secrets set ${ref} --env-file \\S+notify-lead\\.env \\| `),
      ),
      `supabase functions deploy notify-lead ${ref} --use-api | ${config}`,
    ]);
    // The function's secrets went in a file (gone now), never on a command line.
    expect(lines).toEqual(
      expect.arrayContaining([
        'SMTP_PASS="clave smtp"',
        'LEAD_NOTIFY_FROM="Avisos del sitio <avisos@impulsoia.com.ar>"',
        'SITE_URL="https://www.impulsoia.com.ar"',
        'LEAD_WEBHOOK_URL="https://hooks.example.com/x"',
      ]),
    );
    expect(lines.join("\n")).not.toContain("SUPABASE_DB_PASSWORD");
  }, 60_000);

  it("gives config.toml every env(…) it reads; the hosted auth is the site's, sign-up closed", async () => {
    const text = await readFile(CONFIG, "utf8");
    const read = [...text.matchAll(/"env\((\w+)\)"/g)].map((match) => match[1]);
    expect(new Set(read)).toEqual(new Set(CONFIG_ENV));
    const config = parse(text) as {
      auth: {
        site_url: string;
        additional_redirect_urls: string[];
        enable_signup: boolean;
        email: { enable_signup: boolean };
      };
      functions: Record<string, { verify_jwt: boolean }>;
    };
    expect(config.auth.site_url).toBe("env(SUPABASE_AUTH_SITE_URL)");
    expect(config.auth.additional_redirect_urls).toEqual(["env(SUPABASE_AUTH_REDIRECT_URL)"]);
    expect(config.auth.enable_signup).toBe(false);
    expect(config.auth.email.enable_signup).toBe(false);
    expect(config.functions["notify-lead"]?.verify_jwt).toBe(false);
  });
});
