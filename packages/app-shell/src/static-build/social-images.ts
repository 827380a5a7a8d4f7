// Draws the images a share shows: each page's Open Graph image (1200×630, the page's own title
// and description on the brand's dark hero) wherever its og:image points under /og/ (JPEG), and the
// brand's PNG icons (`/logo.png` for structured data, `/apple-touch-icon.png`) from favicon.svg.
// Text becomes vector paths (satori, with Inter from npm), so the images look the same on every
// machine; sharp turns the SVG into PNG.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import satori from "satori";
import sharp from "sharp";

const require = createRequire(import.meta.url);
const font = (weight: number) =>
  readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

const WIDTH = 1200;
const HEIGHT = 630;
export const INK = "#0f172a";

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, entity: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[entity]!,
  );

/** The content of the page's `<meta property="…">` (Open Graph), decoded. */
export function metaContent(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match ? decode(match[1]!) : undefined;
}

interface Node {
  type: string;
  props: Record<string, unknown>;
}
const element = (type: string, style: Record<string, unknown>, children: unknown): Node => ({
  type,
  props: { style, children },
});

/** The card: brand mark and name, the page's title and description, the site's host. */
function card({
  title,
  description,
  brand,
  host,
  logo,
}: Record<"title" | "description" | "brand" | "host" | "logo", string>): Node {
  return element(
    "div",
    {
      width: "100%",
      height: "100%",
      boxSizing: "border-box",
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      color: "white",
      backgroundColor: INK,
      backgroundImage:
        "radial-gradient(circle at 88% 0%, #4f46e5 0%, transparent 55%), radial-gradient(circle at 0% 100%, #0e7490 0%, transparent 50%)",
      fontFamily: "Inter",
    },
    [
      element(
        "div",
        { display: "flex", alignItems: "center", gap: 20, fontSize: 34, fontWeight: 700 },
        [{ type: "img", props: { src: logo, width: 64, height: 64 } }, brand],
      ),
      element("div", { display: "flex", flexDirection: "column", gap: 24, width: WIDTH - 160 }, [
        element(
          "div",
          {
            fontSize: title.length > 60 ? 54 : 64,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: -1.5,
          },
          title,
        ),
        element(
          "div",
          {
            fontSize: 28,
            fontWeight: 500,
            lineHeight: 1.4,
            color: "rgba(255,255,255,0.78)",
            lineClamp: 3,
          },
          description,
        ),
      ]),
      element(
        "div",
        { display: "flex", fontSize: 24, fontWeight: 500, color: "rgba(255,255,255,0.7)" },
        host,
      ),
    ],
  );
}

/** Writes every /og/… image the given pages point at; answers how many. */
export async function renderSocialImages(dir: string, htmlFiles: string[]): Promise<number> {
  const fonts = [
    { name: "Inter", data: await font(500), weight: 500 as const, style: "normal" as const },
    { name: "Inter", data: await font(700), weight: 700 as const, style: "normal" as const },
  ];
  const favicon = await readFile(join(dir, "favicon.svg"));
  const logo = `data:image/svg+xml;base64,${favicon.toString("base64")}`;
  const written = new Set<string>();
  for (const path of htmlFiles) {
    const html = await readFile(path, "utf8");
    const image = metaContent(html, "og:image");
    if (!image) continue;
    const target = new URL(image).pathname;
    if (!target.startsWith("/og/") || written.has(target)) continue;
    const brand = metaContent(html, "og:site_name") ?? "";
    const title = (metaContent(html, "og:title") ?? "").replace(` | ${brand}`, "");
    const description = metaContent(html, "og:description") ?? "";
    const drawing = card({ title, description, brand, host: new URL(image).host, logo });
    const svg = await satori(drawing as unknown as Parameters<typeof satori>[0], {
      width: WIDTH,
      height: HEIGHT,
      fonts,
    });
    const file = join(dir, target);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
    );
    written.add(target);
  }
  await writeFile(
    join(dir, "logo.png"),
    await sharp(favicon, { density: 1200 }).resize(512, 512).png().toBuffer(),
  );
  await writeFile(
    join(dir, "apple-touch-icon.png"),
    await sharp(favicon, { density: 600 })
      .resize(180, 180)
      .flatten({ background: INK })
      .png()
      .toBuffer(),
  );
  return written.size;
}
