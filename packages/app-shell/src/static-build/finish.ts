// The static build's last step, after `react-router build`: it readies every page for the early
// script and writes what the host and crawlers read beside the pages. A page that cannot be
// finished fails the build, named.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { classConflicts, classConflictsError, classListsOfHtml } from "@agencia/ui/class-conflicts";
import { WEB_VITALS_MODULE } from "../analytics/config";
import { bundle } from "./bundle";
import { enhancer } from "./enhancements";
import { writeHeaders } from "./headers";
import { checkHostFiles } from "./host-files";
import { writeIcons } from "./icons";
import { adaptPage } from "./react-router-adapter";
import { writeSitemap } from "./sitemap";
import { renderSocialImages } from "./social-images";

const filesIn = async (folder: string) =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 10);

/** Two classes of one element that set the same thing fail the build, named. */
async function refuseClassConflicts(dir: string, pages: string[]): Promise<void> {
  const conflicts = new Map<string, string>();
  for (const page of pages) {
    for (const conflict of classConflicts(classListsOfHtml(await readFile(page, "utf8")))) {
      if (!conflicts.has(conflict)) conflicts.set(conflict, relative(dir, page));
    }
  }
  if (conflicts.size > 0) throw classConflictsError(conflicts);
}

async function prepareHydration(dir: string, pages: string[]): Promise<void> {
  const early = await bundle("../early/index.ts", "iife");
  const earlyScript = `/assets/early-${hashOf(early)}.js`;
  const modules = new Map<string, string>([[earlyScript, early]]);
  const storeModule = (name: string, code: string) => {
    const path = `/assets/${name}-${hashOf(code)}.js`;
    modules.set(path, code);
    return path;
  };
  // The build runs in the app's folder, where a route's enhancement resolves from.
  const enhance = enhancer(storeModule, process.cwd());
  for (const page of pages) {
    const html = await readFile(page, "utf8");
    try {
      await writeFile(page, await enhance(adaptPage(html, { earlyScript, storeModule })));
    } catch (error) {
      throw new Error(`${relative(dir, page)}: ${(error as Error).message}`, { cause: error });
    }
  }
  for (const [path, code] of modules) await writeFile(join(dir, path), `${code}\n`);
}

/** Static hosts look for a folder's 404 page at `…/404.html`. */
async function placeNotFoundPages(dir: string, pages: string[]): Promise<string[]> {
  const notFound = pages.filter((page) => relative(dir, page).match(/(^|\/)404\/index\.html$/));
  if (!notFound.some((page) => relative(dir, page) === "404/index.html")) {
    throw new Error(`${dir}: falta la página 404 (la ruta /404 prerenderizada)`);
  }
  for (const page of notFound) {
    const folder = dirname(page);
    await rename(page, `${folder}.html`);
    await rmdir(folder);
  }
  return notFound.map((page) => relative(dir, `${dirname(page)}.html`));
}

export async function finishBuild(dir: string | undefined): Promise<void> {
  if (!dir) throw new Error("Uso: app-shell-finish <carpeta del build>");
  await rm(join(dir, "__spa-fallback.html"), { force: true });
  await mkdir(join(dir, "assets"), { recursive: true });
  const pages = (await filesIn(dir)).filter((file) => file.endsWith(".html"));
  await refuseClassConflicts(dir, pages);
  await prepareHydration(dir, pages);
  const cards = await renderSocialImages(dir, pages);
  await writeIcons(dir);
  // Unhashed, so the inline analytics script names it the same in every build.
  const vitals = await bundle("../analytics/web-vitals.ts", "esm");
  await writeFile(join(dir, WEB_VITALS_MODULE), `${vitals}\n`);
  const indexed = await writeSitemap(dir, pages);
  await writeHeaders(dir, pages);
  await checkHostFiles(dir);
  const notFound = await placeNotFoundPages(dir, pages);
  console.log(
    `${pages.length} páginas con el script temprano, ${cards} tarjetas para redes, ${indexed} páginas en sitemap.xml, _headers y ${notFound.join(" y ")} en ${dir}`,
  );
}
