// Rewrites every prerendered page so that it loads no JavaScript until the visitor's first intent
// (see hydrate-on-intent.js): React Router's inline module script, which imports the route
// modules and the client entry, moves unchanged into a content-hashed file under /assets, its
// modulepreload links go, and one small module takes its place and runs it when the time comes.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const ROUTE_MODULES_SCRIPT = /<script type="module" async="">([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

const hashOf = (text) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

async function writeAsset(dir, name, code) {
  const file = `/assets/${name}-${hashOf(code)}.js`;
  await writeFile(join(dir, file), code);
  return file;
}

/** Rewrites the given HTML files of the build in `dir`; answers how many it changed. */
export async function deferHydration(dir, htmlFiles) {
  const bootCode = await readFile(new URL("./hydrate-on-intent.js", import.meta.url), "utf8");
  const bootFile = await writeAsset(dir, "hydrate-on-intent", bootCode);
  let changed = 0;
  for (const path of htmlFiles) {
    const html = await readFile(path, "utf8");
    const match = ROUTE_MODULES_SCRIPT.exec(html);
    if (!match) continue;
    const routeModulesFile = await writeAsset(dir, "hydrate", `${match[1].trim()}\n`);
    const loader = `<script type="module" src="${bootFile}" data-hydrate="${routeModulesFile}"></script>`;
    await writeFile(path, html.replace(MODULE_PRELOAD, "").replace(match[0], loader));
    changed += 1;
  }
  return changed;
}
