#!/usr/bin/env node
/**
 * The whole release, for real, against a registry on this machine: proves the publishable
 * packages work outside this monorepo, as a developer of another project gets them.
 *
 * 1. A local registry (Verdaccio, scripts/release/local-registry.mjs) on a free port, and a copy
 *    of the workspace in a temporary folder (nothing in the repository changes).
 * 2. In the copy: `changeset version` applies the pending changesets, then scripts/release.mjs
 *    (the last step of `pnpm release`) publishes every public package to that registry.
 * 3. Each package as the registry serves it: what its tarball holds, and a manifest a consumer
 *    can live with (no `workspace:` or `catalog:`, ranges rather than exact pins, React a peer).
 * 4. A fresh project installs them from the registry (third-party packages from the local pnpm
 *    store when it is warm), imports every public entry point in Node, type-checks a small
 *    consumer (scripts/package-consumer.tsx) with tsc and renders it with React's server
 *    renderer.
 *
 * Run after the packages' builds: `pnpm turbo run packages:check` (or `pnpm release:dry-run`).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalRegistry } from "./release/local-registry.mjs";
import { copyWorkspace } from "./release/workspace-copy.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();
const problems = [];
const fail = (message) => problems.push(message);
const log = (line) => console.log(line);
/** A heading with the seconds since the start, so a slow step shows in the log. */
const step = (title) => log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${title}`);

/** pnpm as this script was started with it (`pnpm packages:check`), else through npx. */
function pnpm(args, cwd, env = process.env) {
  const execPath = process.env.npm_execpath;
  const [command, prefix] =
    execPath && /pnpm/.test(execPath) && /\.c?js$/.test(execPath)
      ? [process.execPath, [execPath]]
      : ["npx", ["-y", "pnpm@10"]];
  return execFileSync(command, [...prefix, ...args], {
    cwd,
    env,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs a Node script, its output shown indented; throws when it fails. */
function node(args, cwd, env) {
  const output = execFileSync(process.execPath, args, { cwd, env, encoding: "utf8" });
  for (const line of output.trim().split("\n")) log(`    ${line}`);
}

const work = mkdtempSync(join(tmpdir(), "agencia-release-"));
const registry = await startLocalRegistry(join(work, "registry"));
const withRegistry = { ...process.env, ...registry.env };
const packed = [];
try {
  // 2. Version and publish, in a copy of the workspace.
  const copy = join(work, "workspace");
  const packages = copyWorkspace(root, copy);
  const changeset = createRequire(import.meta.url).resolve("@changesets/cli/bin.js");
  step(`Local registry ${registry.url}; workspace copied to ${copy}`);
  // Linked as pnpm links them, so that publishing can put versions in for `workspace:`.
  pnpm(
    ["install", "--offline", "--ignore-scripts", "--frozen-lockfile", "--filter", "./packages/*"],
    copy,
  );
  step("changeset version:");
  node([changeset, "version"], copy, process.env);
  step("scripts/release.mjs (changeset publish):");
  node([join(root, "scripts/release.mjs"), "--no-git-tag"], copy, {
    ...withRegistry,
    npm_config_registry: registry.url,
  });

  // 3. Each package as the registry serves it.
  step("What the registry serves:");
  for (const { name, dir } of packages) {
    const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    packed.push(await checkPublished(name, manifest, join(work, "tarballs")));
  }

  // 4. A fresh project installs them from the registry, imports, type-checks and renders.
  step("A fresh project:");
  checkConsumer(join(work, "consumer"), packed);
} finally {
  await registry.close();
}

/** Fetches a published version and checks its tarball and manifest; returns its entry points. */
async function checkPublished(name, source, tarballs) {
  const response = await fetch(`${registry.url}${name.replace("/", "%2f")}`);
  const published = response.ok ? (await response.json()).versions?.[source.version] : undefined;
  if (!published) {
    fail(`${name}@${source.version}: not in the registry after publishing`);
    return { name, version: source.version, entries: [], files: 0 };
  }
  if (!source.scripts?.build) fail(`${name}: no "build" script`);
  if (!source.publishConfig?.exports) fail(`${name}: no publishConfig.exports pointing at dist`);
  mkdirSync(tarballs, { recursive: true });
  const tarball = join(tarballs, `${name.replace("/", "-")}.tgz`);
  writeFileSync(tarball, Buffer.from(await (await fetch(published.dist.tarball)).arrayBuffer()));
  const files = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" })
    .trim()
    .split("\n")
    .filter((path) => !path.endsWith("/"))
    .map((path) => path.replace(/^package\//, ""));
  if (!files.includes("README.md")) fail(`${name}: no README.md`);
  const allowed = (source.files ?? []).map((entry) => entry.replace(/\/$/, ""));
  const ALWAYS_PACKED = new Set(["package.json", "README.md", "LICENSE", "CHANGELOG.md"]);
  for (const file of files) {
    const inFiles = allowed.some((entry) => file === entry || file.startsWith(`${entry}/`));
    if (!ALWAYS_PACKED.has(file) && !inFiles) fail(`${name}: publishes ${file}, outside "files"`);
    if (/\.(test|stories)\.|(^|\/)src\//.test(file))
      fail(`${name}: publishes source or test file ${file}`);
  }
  for (const field of ["dependencies", "peerDependencies"]) {
    for (const [dependency, range] of Object.entries(published[field] ?? {})) {
      if (/^(workspace|catalog):/.test(range))
        fail(`${name}: publishes ${field} ${dependency}@${range}`);
      else if (/^\d/.test(range))
        fail(`${name}: forces ${dependency}@${range} on its users; publish a range`);
    }
  }
  if (published.dependencies?.react)
    fail(`${name}: React must be a peer dependency, not a dependency`);

  // Every public entry point: the export map's targets, wildcards expanded over the files.
  const entries = [];
  for (const [subpath, target] of Object.entries(published.exports ?? {})) {
    const file = typeof target === "string" ? target : target.default;
    const types = typeof target === "string" ? undefined : target.types;
    if (!file.startsWith("./dist/")) fail(`${name}: export ${subpath} points at ${file}, not dist`);
    const pattern = new RegExp(`^${file.slice(2).replace(/[.]/g, "\\.").replace("*", "([^/]+)")}$`);
    const matches = files.map((path) => pattern.exec(path)).filter(Boolean);
    if (matches.length === 0) fail(`${name}: export ${subpath} (${file}) matches no file`);
    for (const match of matches) {
      const specifier = `${name}${subpath.slice(1).replace("*", match[1] ?? "")}`;
      const typesFile = types?.slice(2).replace("*", match[1] ?? "");
      if (typesFile && !files.includes(typesFile)) fail(`${specifier}: no ${typesFile}`);
      entries.push({ specifier, kind: file.endsWith(".js") ? "js" : "file" });
    }
  }
  const ranges = Object.entries(published.dependencies ?? {})
    .map(([dependency, range]) => `${dependency} ${range}`)
    .join(", ");
  log(
    `  ${name}@${source.version}: ${files.length} files, ${entries.length} entry points; ${ranges}`,
  );
  return { name, version: source.version, entries, files: files.length };
}

/** Installs the published packages in a new project and uses them as another project would. */
function checkConsumer(consumer, published) {
  mkdirSync(consumer, { recursive: true });
  const requireFromUi = createRequire(join(root, "packages/ui/package.json"));
  const versionOf = (name) =>
    JSON.parse(readFileSync(requireFromUi.resolve(`${name}/package.json`), "utf8")).version;
  writeFileSync(
    join(consumer, "package.json"),
    JSON.stringify(
      {
        name: "consumer-of-agencia-packages",
        private: true,
        type: "module",
        dependencies: {
          ...Object.fromEntries(published.map(({ name, version }) => [name, `^${version}`])),
          react: versionOf("react"),
          "react-dom": versionOf("react-dom"),
          "@types/react": versionOf("@types/react"),
          "@types/react-dom": versionOf("@types/react-dom"),
          // supabase-js's own types (under @agencia/leads) need Node's.
          "@types/node": JSON.parse(
            readFileSync(join(root, "node_modules/@types/node/package.json"), "utf8"),
          ).version,
        },
      },
      null,
      2,
    ),
  );
  // @agencia from the local registry (the npmrc it wrote), everything else as usual.
  pnpm(
    ["install", "--prefer-offline", "--ignore-workspace", "--config.confirmModulesPurge=false"],
    consumer,
    withRegistry,
  );
  const installed = published.map(({ name }) => {
    const manifest = join(consumer, "node_modules", name, "package.json");
    return `${name}@${JSON.parse(readFileSync(manifest, "utf8")).version}`;
  });
  step(`  installed from ${registry.url}: ${installed.join(", ")}`);

  // Every public entry point imports in Node; the others (CSS, fonts) resolve to a file.
  const entries = published.flatMap((pkg) => pkg.entries);
  const js = entries.filter((entry) => entry.kind === "js").map((entry) => entry.specifier);
  const other = entries.filter((entry) => entry.kind === "file").map((entry) => entry.specifier);
  writeFileSync(
    join(consumer, "import-every-entry.mjs"),
    `import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
const failures = [];
for (const specifier of ${JSON.stringify(js)}) {
  try {
    await import(specifier);
  } catch (error) {
    failures.push(specifier + ": " + error.message);
  }
}
for (const specifier of ${JSON.stringify(other)}) {
  if (!existsSync(fileURLToPath(import.meta.resolve(specifier)))) failures.push(specifier + ": missing");
}
console.log(JSON.stringify(failures));
`,
  );
  JSON.parse(
    execFileSync(process.execPath, ["import-every-entry.mjs"], { cwd: consumer, encoding: "utf8" }),
  ).forEach(fail);
  step(`  imported ${js.length} entry points, resolved ${other.length} files`);

  // A consumer type-checks against the published .d.ts files; tsc writes its JavaScript for the
  // render below. skipLibCheck is on as consumers set it: @supabase/auth-js's WebAuthn types do
  // not compile against TypeScript's DOM library.
  writeFileSync(
    join(consumer, "consumer.tsx"),
    readFileSync(join(root, "scripts/package-consumer.tsx"), "utf8"),
  );
  writeFileSync(
    join(consumer, "every-entry.ts"),
    js.map((specifier, index) => `export * as entry${index} from "${specifier}";`).join("\n") +
      "\n",
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
        outDir: "out",
        skipLibCheck: true,
        types: ["node"],
      },
      include: ["consumer.tsx", "every-entry.ts"],
    }),
  );
  try {
    execFileSync(
      process.execPath,
      [join(root, "node_modules/@typescript/native/bin/tsc"), "-p", consumer],
      { encoding: "utf8" },
    );
  } catch (error) {
    fail(`tsc on the consumer:\n${error.stdout}`);
    return;
  }
  writeFileSync(
    join(consumer, "render.mjs"),
    `import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ContactPage } from "./out/consumer.js";
const now = Date.parse("2026-11-20T12:00:00-03:00");
console.log(renderToString(createElement(ContactPage, { now, end: now + 36 * 3600 * 1000 })));
`,
  );
  const html = execFileSync(process.execPath, ["render.mjs"], { cwd: consumer, encoding: "utf8" });
  for (const expected of ["<form", 'name="email"', "Agendá tu consulta", "Llave en Mano"]) {
    if (!html.includes(expected)) fail(`the rendered consumer page has no ${expected}`);
  }
  step(`  type-checked and rendered: ${html.length} characters of HTML`);
}

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`\nThe packages are not ready to publish (${work} kept for a look):`);
  for (const problem of problems) console.error(`- ${problem}`);
  console.log(`\n${packed.length} packages: 0 passed, ${problems.length} failed`);
  process.exit(1);
}
rmSync(work, { recursive: true, force: true });
log(
  `Versioned, published to a local registry, installed in a fresh project, imported, type-checked and rendered in ${seconds} s.`,
);
log(`${packed.length} passed, 0 failed`);
