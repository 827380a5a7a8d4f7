/**
 * Renders the blog covers from the SVG sources beside this file:
 *   assets/blog/<slug>.{avif,jpg}   1200×675 (the JPEG for browsers without AVIF and for social previews)
 *   assets/blog/<slug>-768.avif     768×432 (for srcset: a phone's width at 1.75–2× density)
 * Run with `pnpm --filter @agencia/content covers`. Every article needs a
 * source named after its slug; the generated files are committed.
 */
import { readdir, readFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = dirname(fileURLToPath(import.meta.url));
const articlesDir = resolve(here, "../articles");
const outDir = resolve(here, "../../../assets/blog");

const WIDE = { width: 1200, height: 675 } as const;
const SMALL = { width: 768, height: 432 } as const;

async function render(svg: Buffer, size: { width: number; height: number }) {
  return sharp(svg, { density: 72 * (size.width / WIDE.width) * 2 })
    .resize(size.width, size.height, { fit: "cover" })
    .removeAlpha();
}

async function main(): Promise<void> {
  const sources = (await readdir(here))
    .filter((file) => file.endsWith(".svg"))
    .map((file) => file.slice(0, -4));
  const articles = (await readdir(articlesDir))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -3));
  const missing = articles.filter((slug) => !sources.includes(slug));
  if (missing.length > 0)
    throw new Error(`No cover source for: ${missing.join(", ")} (add src/blog/covers/<slug>.svg)`);

  await mkdir(outDir, { recursive: true });
  for (const slug of sources.sort()) {
    const svg = await readFile(join(here, `${slug}.svg`));
    const wide = await render(svg, WIDE);
    const small = await render(svg, SMALL);
    const outputs: Array<[string, Promise<Buffer>]> = [
      [`${slug}.avif`, wide.clone().avif({ quality: 55, effort: 7 }).toBuffer()],
      [`${slug}.jpg`, wide.clone().jpeg({ quality: 78, mozjpeg: true }).toBuffer()],
      [`${slug}-768.avif`, small.clone().avif({ quality: 55, effort: 7 }).toBuffer()],
    ];
    for (const [name, data] of outputs) {
      const buffer = await data;
      await writeFile(join(outDir, name), buffer);
      console.log(`${name.padEnd(60)} ${String(buffer.length).padStart(7)} bytes`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
