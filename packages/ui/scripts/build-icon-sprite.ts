// Writes src/generated/icons.svg: one <symbol> per icon the sites use, from lucide-static.
// Icons are drawn through <use>, so pages ship no JavaScript for them. Run `pnpm icons` after
// adding a name to content's icons.ts or to chromeIconNames; a test fails when it is stale.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { lucideFileName, spriteIconNames } from "../src/components/icon-names";

const require = createRequire(import.meta.url);
// On each symbol, since a <use> from another document inherits nothing from the sprite's root.
const STROKE =
  'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/** The drawing inside one of lucide-static's SVG files. */
function symbol(name: string): string {
  const file = require.resolve(`lucide-static/icons/${lucideFileName(name)}.svg`);
  const svg = readFileSync(file, "utf8");
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!inner) throw new Error(`No se pudo leer el ícono ${name} (${file})`);
  const children = inner.replace(/\s*\n\s*/g, "").trim();
  return `<symbol id="${name}" viewBox="0 0 24 24" ${STROKE}>${children}</symbol>`;
}

const sprite = [
  '<svg xmlns="http://www.w3.org/2000/svg">',
  ...spriteIconNames.map(symbol),
  "</svg>",
  "",
].join("\n");

writeFileSync(new URL("../src/generated/icons.svg", import.meta.url), sprite);
console.log(`icons.svg: ${spriteIconNames.length} íconos, ${sprite.length} bytes`);
