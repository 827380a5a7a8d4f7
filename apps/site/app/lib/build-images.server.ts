import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ProductImageMap, ProductImageSources } from "@agencia/store-client/product-image";
import sharp from "sharp";

/** Where the build writes the store's images, under the site's own origin. */
const FOLDER = "store-images";
const OUTPUT = join("build", "client", FOLDER);
/** The widths made of each image: a phone's card or gallery, and the store's own 800 px. */
const WIDTHS = [400, 800] as const;

async function optimize(url: string, read: typeof fetch): Promise<ProductImageSources> {
  const response = await read(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const source = Buffer.from(await response.arrayBuffer());
  const name = createHash("sha256").update(source).digest("base64url").slice(0, 12);
  const written = { avif: [] as string[], webp: [] as string[] };
  for (const width of WIDTHS) {
    const resized = sharp(source).resize({ width, withoutEnlargement: true });
    for (const format of ["avif", "webp"] as const) {
      const file = `${name}-${width}.${format}`;
      const encoded =
        format === "avif"
          ? resized.clone().avif({ quality: 55, effort: 2 })
          : resized.clone().webp({ quality: 78 });
      await writeFile(join(OUTPUT, file), await encoded.toBuffer());
      written[format].push(`/${FOLDER}/${file} ${width}w`);
    }
  }
  return {
    avif: written.avif.join(", "),
    webp: written.webp.join(", "),
    src: `/${FOLDER}/${name}-${WIDTHS.at(-1)}.webp`,
  };
}

/**
 * The store's images made small for the prerendered pages: AVIF and WebP at each width, served
 * from the site (`ProductImages` gives them to `ProductImage`). An image that cannot be read is
 * left out: the page shows the store's own file.
 */
export async function optimizeImages(urls: string[], read: typeof fetch): Promise<ProductImageMap> {
  await mkdir(OUTPUT, { recursive: true });
  const entries = await Promise.all(
    [...new Set(urls)].map((url) =>
      optimize(url, read).then(
        (sources) => [[url, sources] as const],
        () => [],
      ),
    ),
  );
  return Object.fromEntries(entries.flat());
}
