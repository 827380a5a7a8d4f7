#!/usr/bin/env node
/**
 * Proves the publishable packages work outside this monorepo, as a developer of another project
 * would get them: packs every package under packages/ that is not private (exactly what
 * `pnpm publish` uploads), checks what each tarball holds, installs the tarballs into a fresh
 * project in a temporary folder (third-party dependencies from the local pnpm store, so no
 * network when it is warm), imports every public entry point in Node, and type-checks a small
 * consumer with tsc. It is also the release's dry run: each package goes through the command
 * `changeset publish` runs (`pnpm publish --access public --tag latest --no-git-checks`) with
 * `--dry-run`, which must upload exactly the files checked here.
 * Run after the packages' builds: `pnpm turbo run packages:check` (or `pnpm release:dry-run`).
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
const problems = [];
const fail = (message) => problems.push(message);

/** pnpm as this script was started with it (`pnpm test:packages`), else through npx. */
function pnpm(args, cwd) {
  const execPath = process.env.npm_execpath;
  const [command, prefix] =
    execPath && /pnpm/.test(execPath) && /\.c?js$/.test(execPath)
      ? [process.execPath, [execPath]]
      : ["npx", ["-y", "pnpm@10"]];
  return execFileSync(command, [...prefix, ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

const publishable = readdirSync(join(root, "packages"))
  .map((folder) => join(root, "packages", folder))
  .filter((dir) => existsSync(join(dir, "package.json")))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
  .filter(({ manifest }) => !manifest.private);

const work = mkdtempSync(join(tmpdir(), "agencia-packages-"));
const tarballs = join(work, "tarballs");
const consumer = join(work, "consumer");
mkdirSync(consumer, { recursive: true });

// 1. Pack, and check what each tarball would publish.
const ALWAYS_PACKED = new Set(["package.json", "README.md", "LICENSE", "CHANGELOG.md"]);
const packed = [];
for (const { dir, manifest } of publishable) {
  const name = manifest.name;
  if (!manifest.scripts?.build) fail(`${name}: no "build" script`);
  if (!existsSync(join(dir, "README.md"))) fail(`${name}: no README.md`);
  if (!manifest.publishConfig?.exports) fail(`${name}: no publishConfig.exports pointing at dist`);
  const info = JSON.parse(pnpm(["pack", "--json", "--pack-destination", tarballs], dir));
  const files = info.files.map((file) => file.path);
  const allowed = (manifest.files ?? []).map((entry) => entry.replace(/\/$/, ""));
  for (const file of files) {
    const inFiles = allowed.some((entry) => file === entry || file.startsWith(`${entry}/`));
    if (!ALWAYS_PACKED.has(file) && !inFiles) fail(`${name}: packs ${file}, outside "files"`);
    if (/\.(test|stories)\.|(^|\/)src\//.test(file))
      fail(`${name}: packs source or test file ${file}`);
  }
  const dryRun = pnpm(
    ["publish", "--dry-run", "--json", "--access", "public", "--tag", "latest", "--no-git-checks"],
    dir,
  );
  const wouldPublish = JSON.parse(dryRun.slice(dryRun.indexOf("{")))[name]?.files.map(
    (file) => file.path,
  );
  if (JSON.stringify(wouldPublish?.sort()) !== JSON.stringify([...files].sort())) {
    fail(`${name}: \`pnpm publish --dry-run\` would upload other files than the packed ones`);
  }
  const tarball = join(tarballs, info.filename.split("/").pop());
  const publishedManifest = JSON.parse(
    execFileSync("tar", ["-xzOf", tarball, "package/package.json"], { encoding: "utf8" }),
  );
  const specifiers = JSON.stringify({
    ...publishedManifest.dependencies,
    ...publishedManifest.peerDependencies,
  });
  if (/workspace:|catalog:/.test(specifiers))
    fail(`${name}: published dependencies keep ${specifiers}`);
  if (manifest.dependencies?.react)
    fail(`${name}: React must be a peer dependency, not a dependency`);

  // Every public entry point: the export map's targets, wildcards expanded over the packed files.
  const entries = [];
  for (const [subpath, target] of Object.entries(publishedManifest.exports ?? {})) {
    const file = typeof target === "string" ? target : target.default;
    const types = typeof target === "string" ? undefined : target.types;
    if (!file.startsWith("./dist/")) fail(`${name}: export ${subpath} points at ${file}, not dist`);
    const pattern = new RegExp(`^${file.slice(2).replace(/[.]/g, "\\.").replace("*", "([^/]+)")}$`);
    const matches = files.map((path) => pattern.exec(path)).filter(Boolean);
    if (matches.length === 0) fail(`${name}: export ${subpath} (${file}) matches no packed file`);
    for (const match of matches) {
      const specifier = `${name}${subpath.slice(1).replace("*", match[1] ?? "")}`;
      const typesFile = types?.slice(2).replace("*", match[1] ?? "");
      if (typesFile && !files.includes(typesFile)) fail(`${specifier}: no ${typesFile}`);
      entries.push({ specifier, kind: file.endsWith(".js") ? "js" : "file" });
    }
  }
  packed.push({ name, tarball, entries, files: files.length });
}

// 2. A fresh project that installs the tarballs, as another agency project would.
const requireFromUi = createRequire(join(root, "packages/ui/package.json"));
const versionOf = (name) =>
  JSON.parse(readFileSync(requireFromUi.resolve(`${name}/package.json`), "utf8")).version;
const local = Object.fromEntries(packed.map(({ name, tarball }) => [name, `file:${tarball}`]));
writeFileSync(
  join(consumer, "package.json"),
  JSON.stringify(
    {
      name: "consumer-of-agencia-packages",
      private: true,
      type: "module",
      dependencies: {
        ...local,
        react: versionOf("react"),
        "react-dom": versionOf("react-dom"),
        "@types/react": versionOf("@types/react"),
        "@types/react-dom": versionOf("@types/react-dom"),
        // supabase-js's own types (under @agencia/leads) need Node's.
        "@types/node": JSON.parse(
          readFileSync(join(root, "node_modules/@types/node/package.json"), "utf8"),
        ).version,
      },
      // Inter-package dependencies (leads → ui) resolve to the tarballs too, never the registry.
      pnpm: { overrides: local },
    },
    null,
    2,
  ),
);
pnpm(
  ["install", "--prefer-offline", "--ignore-workspace", "--config.confirmModulesPurge=false"],
  consumer,
);

// 3. Every public entry point imports in Node; the others (CSS, fonts) resolve to a file.
const jsEntries = packed.flatMap(({ entries }) => entries.filter((entry) => entry.kind === "js"));
const fileEntries = packed.flatMap(({ entries }) =>
  entries.filter((entry) => entry.kind === "file"),
);
writeFileSync(
  join(consumer, "import-every-entry.mjs"),
  `import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
const failures = [];
for (const specifier of ${JSON.stringify(jsEntries.map((entry) => entry.specifier))}) {
  try {
    await import(specifier);
  } catch (error) {
    failures.push(specifier + ": " + error.message);
  }
}
for (const specifier of ${JSON.stringify(fileEntries.map((entry) => entry.specifier))}) {
  if (!existsSync(fileURLToPath(import.meta.resolve(specifier)))) failures.push(specifier + ": missing");
}
console.log(JSON.stringify(failures));
`,
);
const importFailures = JSON.parse(
  execFileSync(process.execPath, ["import-every-entry.mjs"], { cwd: consumer, encoding: "utf8" }),
);
importFailures.forEach(fail);

// 4. A consumer type-checks against the published .d.ts files. skipLibCheck is on as consumers set
// it: @supabase/auth-js's WebAuthn types do not compile against TypeScript 6's DOM library.
const consumerSource = readFileSync(join(root, "scripts/package-consumer.tsx"), "utf8");
writeFileSync(join(consumer, "consumer.tsx"), consumerSource);
writeFileSync(
  join(consumer, "every-entry.ts"),
  jsEntries
    .map((entry, index) => `export * as entry${index} from "${entry.specifier}";`)
    .join("\n") + "\n",
);
writeFileSync(
  join(consumer, "tsconfig.json"),
  JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2023", "DOM", "DOM.Iterable"],
      module: "NodeNext",
      moduleResolution: "NodeNext",
      jsx: "react-jsx",
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ["node"],
    },
    include: ["consumer.tsx", "every-entry.ts"],
  }),
);
try {
  execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-p", consumer], {
    encoding: "utf8",
  });
} catch (error) {
  fail(`tsc on the consumer:\n${error.stdout}`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
for (const { name, entries, files } of packed) {
  console.log(`${name}: would publish ${files} files, ${entries.length} entry points`);
}
if (problems.length > 0) {
  console.error(`\nThe packages are not ready to publish (${work} kept for a look):`);
  for (const problem of problems) console.error(`- ${problem}`);
  console.log(`\n${packed.length} packages: 0 passed, ${problems.length} failed`);
  process.exit(1);
}
rmSync(work, { recursive: true, force: true });
console.log(
  `Packed, installed in a fresh project, imported (${jsEntries.length} entry points) and type-checked in ${seconds} s.`,
);
console.log(`${packed.length} passed, 0 failed`);
