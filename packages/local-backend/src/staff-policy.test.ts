import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantStaffOverHttp } from "./auth/staff";
import { listMigrations } from "./db/migrate";
import { SERVICE_ROLE_KEY } from "./keys";
import { MIGRATIONS_DIR } from "./paths";
import type { LocalBackend } from "./start";
import { anonClient, startTestBackend } from "./testing/backend";
import { contactoRow } from "./testing/contactos";

/** A later migration may let staff read leads through RLS on `app_metadata.role`. */
const STAFF_POLICY = `
grant select on table public.contactos to authenticated;
create policy contactos_staff_select on public.contactos
  for select to authenticated
  using ((select auth.jwt() -> 'app_metadata' ->> 'role') = 'staff');
`;

let dir: string;
let backend: LocalBackend;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "staff-policy-"));
  const migrationsDir = join(dir, "migrations");
  await mkdir(migrationsDir);
  for (const file of await listMigrations(MIGRATIONS_DIR)) {
    await copyFile(file.path, join(migrationsDir, `${file.version}_${file.name}.sql`));
  }
  await writeFile(join(migrationsDir, "29990101000000_staff_reads_contactos.sql"), STAFF_POLICY);
  backend = await startTestBackend({ migrationsDir });
});

afterAll(async () => {
  await backend?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a staff policy on app_metadata.role (a later migration)", () => {
  it("lets a user read leads only once make-staff has run and they sign in again", async () => {
    const origen = `staff-${Date.now()}`;
    await anonClient(backend.url).from("contactos").insert(contactoRow({ origen }));
    const user = anonClient(backend.url);
    await user.auth.signUp({ email: "lectora@example.com", password: "secreto123" });
    const before = await user.from("contactos").select("origen").eq("origen", origen);
    expect(before.status).toBe(200);
    expect(before.data).toEqual([]);

    expect(
      (await grantStaffOverHttp(backend.url, SERVICE_ROLE_KEY, "lectora@example.com")).ok,
    ).toBe(true);
    await user.auth.signInWithPassword({ email: "lectora@example.com", password: "secreto123" });
    const after = await user.from("contactos").select("origen").eq("origen", origen);
    expect(after.data).toEqual([{ origen }]);

    const anon = await anonClient(backend.url).from("contactos").select("origen");
    expect(anon.status).toBe(401);
  });
});
