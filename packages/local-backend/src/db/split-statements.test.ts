import { describe, expect, it } from "vitest";
import { splitStatements } from "./split-statements";

describe("splitting a migration into statements for the ledger", () => {
  it("splits at top-level semicolons and drops comment-only pieces", () => {
    expect(
      splitStatements("-- header\ncreate table a (x int);\n\nalter table a add y int;\n-- end\n"),
    ).toEqual(["-- header\ncreate table a (x int)", "alter table a add y int"]);
  });

  it("keeps semicolons inside strings, identifiers, comments and dollar quotes", () => {
    const script = [
      "insert into t values ('a;b', E'c\\';d');",
      'create table "we;ird" (x int);',
      "/* a; /* nested; */ b; */ select 1;",
      "create function f() returns int language sql as $body$ select 1; $body$;",
      "do $$ begin perform 1; end $$;",
      "select $1;",
    ].join("\n");
    expect(splitStatements(script)).toHaveLength(6);
  });

  it("splits this project's first migration", async () => {
    const { readFile } = await import("node:fs/promises");
    const { MIGRATIONS_DIR } = await import("../paths");
    const { listMigrations } = await import("./migrate");
    const [first] = await listMigrations(MIGRATIONS_DIR);
    expect(first?.name).toBe("create_contactos");
    const statements = splitStatements(await readFile(first?.path ?? "", "utf8"));
    expect(statements.some((s) => s.includes("create table public.contactos ("))).toBe(true);
    expect(statements.some((s) => s.includes("create policy contactos_insert"))).toBe(true);
  });
});
