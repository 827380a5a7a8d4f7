#!/usr/bin/env node
// After `react-router build`: defer hydration to the visitor's first intent, move the loader
// data out of inline scripts (so one short CSP fits every page), draw each page's social card and
// the brand's PNG icons, write sitemap.xml, robots.txt and the host's _headers (with the
// Content-Security-Policy), make the prerendered 404 page the static host's 404.html, drop the SPA
// fallback (a fully prerendered site never serves it), and precompress text files with brotli and
// gzip as static hosts do.
import { copyFile, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { deferHydration } from "./defer-hydration.mjs";
import { moveStreamDataToBlocks } from "./stream-data-blocks.mjs";
import { writeHeaders } from "./headers.mjs";
import { writeSitemap } from "./sitemap.mjs";
import { renderSocialImages } from "./social-images.mjs";

const dir = process.argv[2];
if (!dir) throw new Error("Uso: finish.mjs <carpeta del build>");

const filesIn = async (folder) =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

await rm(join(dir, "__spa-fallback.html"), { force: true });
const pages = (await filesIn(dir)).filter((file) => file.endsWith(".html"));
const deferred = await deferHydration(dir, pages);
const dataBlocks = await moveStreamDataToBlocks(pages);
const cards = await renderSocialImages(dir, pages);
const indexed = await writeSitemap(dir, pages);
await writeHeaders(dir, pages);

const notFound = join(dir, "404", "index.html");
await stat(notFound);
await copyFile(notFound, join(dir, "404.html"));
await rm(join(dir, "404"), { recursive: true });

const compressible = /\.(html|js|css|svg|xml|json|txt|webmanifest)$/;
let compressed = 0;
for (const path of await filesIn(dir)) {
  if (!compressible.test(path)) continue;
  const content = await readFile(path);
  if (content.length < 1024) continue;
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  compressed += 1;
}
console.log(
  `${deferred} páginas con hidratación diferida, ${dataBlocks} con sus datos en bloques JSON, ${cards} tarjetas para redes, ${indexed} páginas en sitemap.xml, _headers, 404.html y ${compressed} archivos precomprimidos en ${dir}`,
);
