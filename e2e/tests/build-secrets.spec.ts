import { JWT_SECRET, SERVICE_ROLE_KEY } from "@agencia/local-backend/keys";
import { expect, test } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildDir } from "../support/built-pages";

// Everything a build ships ends up in visitors' hands: only the anon key may be in it.
const JWT = /eyJ[\w-]+\.(eyJ[\w-]+)\.[\w-]+/g;

for (const app of ["site", "offers"] as const) {
  test(`${app}: the build holds no service_role key, JWT secret or any token but the anon key`, () => {
    const dir = buildDir(app);
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(js|html|css|json|txt|xml|data)$|_headers$/.test(file),
    );
    expect(files.some((file) => file.endsWith(".js"))).toBe(true);
    for (const file of files) {
      const text = readFileSync(join(dir, file), "utf8");
      expect(text.includes(SERVICE_ROLE_KEY), file).toBe(false);
      expect(text.includes(JWT_SECRET), file).toBe(false);
      for (const [, payload] of text.matchAll(JWT)) {
        const claims = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as {
          role?: string;
        };
        expect(claims.role, `a token in ${file}`).toBe("anon");
      }
    }
  });
}
