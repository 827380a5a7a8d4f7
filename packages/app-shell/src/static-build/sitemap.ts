// sitemap.xml and robots.txt from the prerendered pages, which are exactly the route table.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { escapeUTF8 as escapeXml } from "entities";

/** Answers how many pages it lists. */
export async function writeSitemap(dir: string, htmlFiles: string[]): Promise<number> {
  const entries: { loc: string; lastmod?: string }[] = [];
  const listed = new Set<string>();
  for (const file of htmlFiles) {
    const html = await readFile(file, "utf8");
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    // A page at two paths (a product's /product/{id}) names one canonical URL: listed once.
    if (!canonical || listed.has(canonical)) continue;
    if (/<meta name="robots" content="[^"]*noindex/.test(html)) continue;
    listed.add(canonical);
    const lastmod = /<meta property="article:(?:modified|published)_time" content="([^"]+)"/.exec(
      html,
    )?.[1];
    entries.push({ loc: canonical, lastmod });
  }
  entries.sort((a, b) => a.loc.localeCompare(b.loc));
  const home = entries.find((entry) => new URL(entry.loc).pathname === "/")?.loc ?? entries[0]?.loc;
  if (!home) throw new Error(`No hay páginas indexables en ${dir}`);
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ""}</url>`,
  );
  await writeFile(
    join(dir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
  );
  await writeFile(
    join(dir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", home).href}\n`,
  );
  return entries.length;
}
