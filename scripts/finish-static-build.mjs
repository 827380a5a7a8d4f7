#!/usr/bin/env node
// After `react-router build`: make the prerendered 404 page the static host's 404.html, drop the
// SPA fallback (a fully prerendered site never serves it), and precompress text files with
// brotli and gzip as static hosts do.
import { copyFile, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dir = process.argv[2];
if (!dir) throw new Error("Uso: finish-static-build.mjs <carpeta del build>");

const notFound = join(dir, "404", "index.html");
await stat(notFound);
await copyFile(notFound, join(dir, "404.html"));
await rm(join(dir, "404"), { recursive: true });
await rm(join(dir, "__spa-fallback.html"), { force: true });

const compressible = /\.(html|js|css|svg|xml|json|txt|webmanifest)$/;
let count = 0;
for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue;
  const path = join(entry.parentPath, entry.name);
  const content = await readFile(path);
  if (content.length < 1024) continue;
  await writeFile(`${path}.gz`, gzipSync(content, { level: 9 }));
  await writeFile(
    `${path}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`404.html listo y ${count} archivos precomprimidos en ${dir}`);
