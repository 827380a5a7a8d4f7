// Every dependency that the pnpm catalog names is taken from it (`"name": "catalog:"`) in every
// package of the workspace, so it has one version everywhere and is upgraded in one place.
// sherif checks the rest (one version of each other dependency, sorted fields).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

const FIELDS = ["dependencies", "devDependencies", "optionalDependencies"];

const workspace = parse(readFileSync("pnpm-workspace.yaml", "utf8"));
const catalog = new Set(Object.keys(workspace.catalog ?? {}));

/** The workspace's package folders: its `packages` patterns (`dir` or `dir/*`). */
const folders = [
  ".",
  ...workspace.packages.flatMap((pattern) =>
    pattern.endsWith("/*")
      ? readdirSync(pattern.slice(0, -2), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(pattern.slice(0, -2), entry.name))
      : [pattern],
  ),
];

const problems = folders.flatMap((folder) => {
  const file = join(folder, "package.json");
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, "utf8"));
  return FIELDS.flatMap((field) =>
    Object.entries(manifest[field] ?? {})
      .filter(([name, spec]) => catalog.has(name) && spec !== "catalog:")
      .map(
        ([name, spec]) => `${file} ${field}: "${name}": "${spec}" (the catalog has it: "catalog:")`,
      ),
  );
});

if (problems.length > 0) {
  console.error(`Dependencies that bypass the pnpm catalog:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  `catalog: ${catalog.size} dependencies, each taken from it in ${folders.length} packages`,
);
