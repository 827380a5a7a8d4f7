/**
 * A copy of what a release reads and writes, so that versioning and publishing can run for
 * real without touching the repository: the root manifest, workspace file (catalog, overrides)
 * and lockfile, the pnpm hooks that turn exact versions into ranges, the pending changesets,
 * every workspace package's manifest, and each public package's published files (its `files`,
 * README, changelog). The packages must have been built.
 */
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

const ROOT_FILES = [
  "package.json",
  "pnpm-workspace.yaml",
  "pnpm-lock.yaml",
  ".pnpmfile.cjs",
  ".changeset",
];
const ALWAYS_PUBLISHED = ["README.md", "LICENSE", "CHANGELOG.md"];

/** The workspace's package folders (relative), from pnpm-workspace.yaml's `dir` and `dir/*`. */
function workspaceDirs(root) {
  const { packages } = parse(readFileSync(join(root, "pnpm-workspace.yaml"), "utf8"));
  return packages
    .flatMap((pattern) =>
      pattern.endsWith("/*")
        ? readdirSync(join(root, pattern.slice(0, -2))).map(
            (name) => `${pattern.slice(0, -2)}/${name}`,
          )
        : [pattern],
    )
    .filter((dir) => existsSync(join(root, dir, "package.json")));
}

/** Copies the workspace to `dest`; returns its public packages (name and folder in the copy). */
export function copyWorkspace(root, dest) {
  for (const file of ROOT_FILES) cpSync(join(root, file), join(dest, file), { recursive: true });
  const publicPackages = [];
  for (const dir of workspaceDirs(root)) {
    const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
    const published = manifest.private ? [] : [...ALWAYS_PUBLISHED, ...(manifest.files ?? [])];
    for (const file of ["package.json", ...published]) {
      if (existsSync(join(root, dir, file)))
        cpSync(join(root, dir, file), join(dest, dir, file), { recursive: true });
    }
    if (!manifest.private) publicPackages.push({ name: manifest.name, dir: join(dest, dir) });
  }
  return publicPackages;
}
