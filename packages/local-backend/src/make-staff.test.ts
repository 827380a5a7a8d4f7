import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonClient, startTestBackend } from "./testing/backend";

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL("./make-staff.ts", import.meta.url));

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "make-staff-"));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function makeStaff(email: string, env: Record<string, string>) {
  const { CI, PATH, HOME } = process.env;
  return run(process.execPath, ["--import", "tsx", SCRIPT, email], {
    env: { PATH: PATH ?? "", HOME: HOME ?? "", ...(CI === undefined ? {} : { CI }), ...env },
  });
}

async function staffClaim(url: string, email: string): Promise<unknown> {
  const { data, error } = await anonClient(url).auth.signInWithPassword({
    email,
    password: "secreto123",
  });
  if (error) throw error;
  return (decodeJwt(data.session?.access_token ?? "").app_metadata as Record<string, unknown>).role;
}

describe("pnpm make-staff <email>", () => {
  it("grants staff through the running backend's admin API", async () => {
    const backend = await startTestBackend();
    try {
      await anonClient(backend.url).auth.signUp({
        email: "equipo@example.com",
        password: "secreto123",
      });
      const { stdout } = await makeStaff("equipo@example.com", { PORT: String(backend.port) });
      expect(stdout).toContain('now has app_metadata.role = "staff"');
      expect(await staffClaim(backend.url, "equipo@example.com")).toBe("staff");
      await expect(
        makeStaff("nadie@example.com", { PORT: String(backend.port) }),
      ).rejects.toMatchObject({ code: 1 });
    } finally {
      await backend.close();
    }
  }, 240_000);

  it("writes to the database directly when no backend is running", async () => {
    const dataDir = join(dir, "db");
    const first = await startTestBackend({ storage: { dataDir } });
    const port = first.port;
    await anonClient(first.url).auth.signUp({ email: "dueña@example.com", password: "secreto123" });
    await first.close();
    const { stdout } = await makeStaff("dueña@example.com", {
      PORT: String(port),
      LOCAL_DATA_DIR: dataDir,
    });
    expect(stdout).toContain("directly in the database");
    const second = await startTestBackend({ storage: { dataDir } });
    try {
      expect(await staffClaim(second.url, "dueña@example.com")).toBe("staff");
    } finally {
      await second.close();
    }
  }, 240_000);
});
