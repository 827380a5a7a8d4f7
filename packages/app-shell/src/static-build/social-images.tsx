// Each page's Open Graph card, drawn where its og:image points under /og/. Satori turns the text into
// vector paths with Inter from npm, so the cards look the same on every machine.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { decodeHTMLAttribute } from "entities";
import satori from "satori";
import sharp from "sharp";

const require = createRequire(import.meta.url);
const inter = async (weight: 500 | 700) => ({
  name: "Inter",
  weight,
  style: "normal" as const,
  data: await readFile(
    require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
  ),
});

// Satori styles an element from Tailwind classes in its `tw` prop.
declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- React's own name, for merging
  interface HTMLAttributes<T> {
    tw?: string;
  }
}

const WIDTH = 1200;
const HEIGHT = 630;
export const INK = "#0f172a";

/** The content of the page's `<meta property="…">` (Open Graph) or `<meta name="…">`, decoded. */
export function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match ? decodeHTMLAttribute(match[1]!) : undefined;
}

function Card(props: Record<"title" | "description" | "brand" | "host" | "logo", string>) {
  const { title, description, brand, host, logo } = props;
  const backgroundImage =
    "radial-gradient(circle at 88% 0%, #4f46e5 0%, transparent 55%), radial-gradient(circle at 0% 100%, #0e7490 0%, transparent 50%)";
  return (
    <div
      tw="flex h-full w-full flex-col justify-between px-20 py-[72px] text-white"
      style={{ backgroundColor: INK, backgroundImage, fontFamily: "Inter" }}
    >
      <div tw="flex items-center text-[34px] font-bold" style={{ gap: 20 }}>
        <img src={logo} width={64} height={64} alt="" />
        {brand}
      </div>
      <div tw="flex flex-col" style={{ gap: 24 }}>
        <div
          tw={`${title.length > 60 ? "text-[54px]" : "text-[64px]"} font-bold leading-[1.1] tracking-[-1.5px]`}
        >
          {title}
        </div>
        <div
          tw="text-[28px] font-medium leading-[1.4] text-[rgba(255,255,255,0.78)]"
          style={{ lineClamp: 3 }}
        >
          {description}
        </div>
      </div>
      <div tw="flex text-[24px] font-medium text-[rgba(255,255,255,0.7)]">{host}</div>
    </div>
  );
}

/** Answers how many cards it wrote. */
export async function renderSocialImages(dir: string, htmlFiles: string[]): Promise<number> {
  const fonts = await Promise.all([inter(500), inter(700)]);
  const options = { width: WIDTH, height: HEIGHT, fonts };
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
    const host = new URL(image).host;
    const svg = await satori(<Card {...{ title, description, brand, host, logo }} />, options);
    const file = join(dir, target);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(
      file,
      await sharp(Buffer.from(svg)).jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
    );
    written.add(target);
  }
  return written.size;
}
