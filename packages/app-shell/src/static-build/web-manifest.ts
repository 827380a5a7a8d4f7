// The web app manifest (/manifest.webmanifest, which every page links) and its icons, drawn from
// the app's favicon.svg as the other PNG icons are (./social-images.ts): 192 and 512 px, and a
// maskable 512 px one whose mark sits inside the safe zone on the brand's ink. Name, description
// and colour come from the home page's own head, so the manifest says what the pages say.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { INK, metaContent } from "./social-images";

export const WEB_MANIFEST = "/manifest.webmanifest";

const namedMeta = (html: string, name: string) =>
  new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];

/** Writes the manifest and its icons; answers the app's name. */
export async function writeWebManifest(dir: string): Promise<string> {
  const home = await readFile(join(dir, "index.html"), "utf8");
  const name = metaContent(home, "og:site_name");
  if (!name) throw new Error("index.html: no og:site_name to name the web app manifest after");
  const favicon = await readFile(join(dir, "favicon.svg"));
  const icon = (size: number) =>
    sharp(favicon, { density: (size / 32) * 72 * 2 })
      .resize(size, size)
      .png()
      .toBuffer();
  const maskable = async (size: number) => {
    // The mark fills 60 % of the square, well inside the central 80 % a mask may keep.
    const mark = Math.round(size * 0.6);
    return sharp({
      create: { width: size, height: size, channels: 4, background: INK },
    })
      .composite([{ input: await icon(mark), gravity: "center" }])
      .png()
      .toBuffer();
  };
  await writeFile(join(dir, "icon-192.png"), await icon(192));
  await writeFile(join(dir, "icon-512.png"), await icon(512));
  await writeFile(join(dir, "icon-maskable-512.png"), await maskable(512));
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
    theme_color: namedMeta(home, "theme-color") ?? INK,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  await writeFile(join(dir, WEB_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return name;
}
