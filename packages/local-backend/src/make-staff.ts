import { grantStaffInDatabase, grantStaffOverHttp, type StaffResult } from "./auth/staff";
import { openDatabase } from "./db/open";
import { readAdminTarget, readEnv } from "./env";

/**
 * `pnpm --filter @agencia/local-backend make-staff someone@example.com`
 *
 * Gives a user `app_metadata.role = 'staff'` (effective from their next sign-in or token
 * refresh). Talks to the running backend's Auth admin API (`SUPABASE_URL`, default
 * http://127.0.0.1:$PORT, with `SUPABASE_SECRET_KEY` or `SUPABASE_SERVICE_ROLE_KEY`, default
 * the local secret key); when nothing is running, it opens the database directly
 * (`DATABASE_URL` or `LOCAL_DATA_DIR`).
 */
async function main(): Promise<number> {
  const email = process.argv[2]?.trim() ?? "";
  if (email === "" || !email.includes("@")) {
    console.error("Usage: make-staff <email>");
    return 2;
  }
  const target = readAdminTarget();
  let result: StaffResult;
  try {
    result = await grantStaffOverHttp(target.url, target.serviceKey, email);
    if (result.ok) console.log(`Granted through ${target.url}/auth/v1/admin`);
  } catch {
    const { storage } = readEnv();
    const db = await openDatabase(storage);
    try {
      result = await grantStaffInDatabase(db, email);
      if (result.ok) console.log("Granted directly in the database (no backend was running)");
    } catch (error) {
      result = { ok: false, reason: `The database has no users yet (${String(error)})` };
    } finally {
      await db.close();
    }
  }
  if (!result.ok) {
    console.error(result.reason);
    return 1;
  }
  console.log(
    `${email} (${result.userId}) now has app_metadata.role = "staff"; it applies from the next sign-in or refresh.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
