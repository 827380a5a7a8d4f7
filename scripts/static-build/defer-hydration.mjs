// Rewrites every prerendered page so that it loads no JavaScript until the visitor's first intent
// (see hydrate-on-intent.js): React Router's inline module script, which imports the route
// modules and the client entry, moves unchanged into a content-hashed file under /assets, its
// modulepreload links go, and the small loader, minified and inline (a request fewer on the
// critical path), takes its place and runs it when the time comes.
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const ROUTE_MODULES_SCRIPT =
  /<script type="module" async="">([^<]*window\.__reactRouterRouteModules[^<]*)<\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

const hashOf = (text) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

async function writeAsset(dir, name, code) {
  const file = `/assets/${name}-${hashOf(code)}.js`;
  await writeFile(join(dir, file), code);
  return file;
}

/** The loader, minified by the esbuild of the app's own Vite (run from the app's folder). */
async function minifiedLoader() {
  const source = new URL("./hydrate-on-intent.js", import.meta.url);
  const vitePath = createRequire(join(process.cwd(), "package.json")).resolve("vite");
  const { transformWithEsbuild } = await import(pathToFileURL(vitePath).href);
  const { code } = await transformWithEsbuild(await readFile(source, "utf8"), source.pathname, {
    minify: true,
  });
  return code.trim();
}

/** Rewrites the given HTML files of the build in `dir`; answers how many it changed. */
export async function deferHydration(dir, htmlFiles) {
  const loaderCode = await minifiedLoader();
  let changed = 0;
  for (const path of htmlFiles) {
    const html = await readFile(path, "utf8");
    const match = ROUTE_MODULES_SCRIPT.exec(html);
    if (!match) continue;
    const routeModulesFile = await writeAsset(dir, "hydrate", `${match[1].trim()}\n`);
    const loader = `<script type="module" data-hydrate="${routeModulesFile}">${loaderCode}</script>`;
    await writeFile(path, html.replace(MODULE_PRELOAD, "").replace(match[0], loader));
    changed += 1;
  }
  return changed;
}
