import { readEnv } from "./env";
import { ANON_KEY, PUBLISHABLE_KEY, SECRET_KEY, SERVICE_ROLE_KEY } from "./keys";
import { startMailCatcher } from "./mail/catcher";
import { startLocalBackend } from "./start";
import { STORE_ID } from "./store/catalogue";

/** `tsx src/main.ts [--memory]`: the backend for `pnpm dev`, persisted unless --memory. */
async function main(): Promise<void> {
  // `pnpm start -- --memory` may pass the `--` through.
  const args = process.argv.slice(2).filter((arg) => arg !== "--");
  const unknown = args.filter((arg) => arg !== "--memory");
  if (unknown.length > 0) {
    console.error(`Unknown argument(s): ${unknown.join(" ")}\nUsage: tsx src/main.ts [--memory]`);
    process.exit(2);
  }
  const env = readEnv(process.env, { memory: args.includes("--memory") });
  const catcher = await startMailCatcher({
    host: env.host,
    port: env.mailPort,
    smtpPort: env.smtpPort,
  });
  const backend = await startLocalBackend({
    port: env.port,
    host: env.host,
    storage: env.storage,
    corsOrigins: env.corsOrigins,
    // A test or a benchmark may have changed them on this data folder (/__admin/lead-limits).
    leadLimits: "defaults",
    edgeFunctions: {
      // The notify-lead function's secrets, pointed at the mail catcher.
      env: {
        SMTP_HOST: env.host,
        SMTP_PORT: String(catcher.smtpPort),
        LEAD_NOTIFY_FROM: "Avisos del sitio <avisos@impulsoia.com.ar>",
        LEAD_NOTIFY_TO: "hola@impulsoia.com.ar",
        SITE_URL: env.siteUrl,
      },
    },
  });
  const where =
    env.storage === "memory"
      ? "in memory"
      : "databaseUrl" in env.storage
        ? "PostgreSQL (DATABASE_URL)"
        : env.storage.dataDir;
  console.log(`Local backend (Supabase + storefront stand-in) on http://localhost:${backend.port}`);
  console.log(`  storefront: /store/${STORE_ID}/products (checkout page /checkout)`);
  console.log(`  database: ${where}`);
  console.log(
    `  mail catcher: ${catcher.url.replace("127.0.0.1", "localhost")}/api/v1/messages (SMTP on port ${catcher.smtpPort})`,
  );
  if (backend.appliedMigrations.length > 0)
    console.log(`  applied migrations: ${backend.appliedMigrations.join(", ")}`);
  console.log(`  publishable key: ${PUBLISHABLE_KEY} (legacy anon key: ${ANON_KEY})`);
  console.log(`  secret key: ${SECRET_KEY} (legacy service_role key: ${SERVICE_ROLE_KEY})`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local backend`);
    Promise.all([backend.close(), catcher.close()]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error("[local-backend] failed to start:", error);
  process.exit(1);
});
