// The brand's PNG icons, drawn from the app's favicon.svg, and the web app manifest, named after the
// home page's own head so that it says what the pages say.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { INK, metaContent } from "./social-images";

export async function writeIcons(dir: string): Promise<void> {
  const home = await readFile(join(dir, "index.html"), "utf8");
  const name = metaContent(home, "og:site_name");
  if (!name) throw new Error("index.html: no og:site_name to name the web app manifest after");
  const favicon = await readFile(join(dir, "favicon.svg"));
  const icon = (size: number, density = (size / 32) * 72 * 2) =>
    sharp(favicon, { density }).resize(size, size);
  const write = async (file: string, image: Sharp) =>
    writeFile(join(dir, file), await image.png().toBuffer());
  // The mark fills 60 % of the square, well inside the central 80 % a mask may keep.
  const mark = await icon(Math.round(512 * 0.6))
    .png()
    .toBuffer();
  const maskable = sharp({ create: { width: 512, height: 512, channels: 4, background: INK } });
  await write("icon-192.png", icon(192));
  await write("icon-512.png", icon(512));
  await write("icon-maskable-512.png", maskable.composite([{ input: mark, gravity: "center" }]));
  await write("logo.png", icon(512, 1200));
  await write("apple-touch-icon.png", icon(180, 600).flatten({ background: INK }));
  const manifest = {
    name,
    short_name: name,
    description: metaContent(home, "og:description"),
    lang: "es-AR",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: metaContent(home, "theme-color") ?? INK,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  await writeFile(join(dir, "manifest.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`);
}
