/**
 * Draws the demo catalogue's product images into `store-media/`: 800×800 WebP, one lucide icon
 * on a brand gradient, honeycombs for the hive kit's sizes. Run with
 * `pnpm --filter @agencia/local-backend store-media`; the files are committed.
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import sharp from "sharp";
import { MEDIA_DIR, MEDIA_SIZE } from "../src/store/media";

const require = createRequire(import.meta.url);
const { width: SIZE } = MEDIA_SIZE;

const palettes = {
  whatsapp: ["#064e3b", "#047857", "#34d399"],
  indigo: ["#1e1b4b", "#4338ca", "#a5b4fc"],
  latam: ["#134e4a", "#1e3a8a", "#5eead4"],
  honey: ["#451a03", "#b45309", "#fcd34d"],
  ember: ["#450a0a", "#c2410c", "#fdba74"],
  cyan: ["#083344", "#0e7490", "#67e8f9"],
  violet: ["#2e1065", "#6d28d9", "#c4b5fd"],
  ink: ["#0f172a", "#334155", "#cbd5e1"],
} as const;

type Palette = keyof typeof palettes;

interface Drawing {
  file: string;
  palette: Palette;
  /** A lucide-static icon name, drawn large in the middle. */
  icon?: string;
  /** Draws a honeycomb of this many cells instead of an icon. */
  cells?: number;
  label?: string;
}

const drawings: Drawing[] = [
  { file: "agente-whatsapp.webp", palette: "whatsapp", icon: "bot-message-square" },
  {
    file: "agente-whatsapp-panel.webp",
    palette: "indigo",
    icon: "messages-square",
    label: "Panel de conversaciones",
  },
  {
    file: "agente-whatsapp-latam.webp",
    palette: "latam",
    icon: "bot-message-square",
    label: "Latinoamérica",
  },
  { file: "colmenas-kit.webp", palette: "honey", icon: "radio-tower", label: "Kit de monitoreo" },
  {
    file: "colmenas-app.webp",
    palette: "honey",
    icon: "smartphone",
    label: "Alertas en tu celular",
  },
  { file: "colmenas-chico.webp", palette: "honey", cells: 4, label: "4 colmenas" },
  { file: "colmenas-mediano.webp", palette: "honey", cells: 10, label: "10 colmenas" },
  { file: "colmenas-grande.webp", palette: "honey", cells: 25, label: "25 colmenas" },
  { file: "sensor-colmena.webp", palette: "honey", icon: "thermometer" },
  { file: "modulo-termico.webp", palette: "ember", icon: "thermometer-sun", label: "~40 °C" },
  { file: "curso-ia.webp", palette: "cyan", icon: "graduation-cap" },
  { file: "taller-prompts.webp", palette: "violet", icon: "presentation" },
  { file: "auditoria-procesos.webp", palette: "ink", icon: "clipboard-check" },
  { file: "plantillas-whatsapp.webp", palette: "whatsapp", icon: "message-square-text" },
];

/** The drawing inside a lucide-static icon file. */
function iconPaths(name: string): string {
  const svg = readFileSync(require.resolve(`lucide-static/icons/${name}.svg`), "utf8");
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!inner) throw new Error(`Ícono ilegible: ${name}`);
  return inner.trim();
}

const hexagon = (cx: number, cy: number, r: number) =>
  Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(" ");

/** `count` hexagonal cells in rows, centred on the canvas. */
function honeycomb(count: number, light: string): string {
  const perRow = Math.ceil(Math.sqrt(count * 1.2));
  const rows = Math.ceil(count / perRow);
  const r = Math.min(74, 430 / (perRow * 1.8));
  const dx = r * Math.sqrt(3) * 1.08;
  const dy = r * 1.6;
  const cells: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const row = Math.floor(index / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const x =
      SIZE / 2 - ((inRow - 1) * dx) / 2 + (index % perRow) * dx + (row % 2 ? dx / 4 : -dx / 4);
    const y = 380 - ((rows - 1) * dy) / 2 + row * dy;
    cells.push(
      `<polygon points="${hexagon(x, y, r)}" fill="${light}" fill-opacity="0.9" stroke="#fff" stroke-opacity="0.7" stroke-width="4"/>`,
    );
  }
  return cells.join("");
}

function svg({ palette, icon, cells, label }: Drawing): string {
  const [dark, mid, light] = palettes[palette];
  const art = cells
    ? honeycomb(cells, light)
    : `<rect x="200" y="170" width="400" height="400" rx="56" fill="#fff" fill-opacity="0.1" stroke="#fff" stroke-opacity="0.25" stroke-width="3"/>
       <g transform="translate(250 220) scale(12.5)" fill="none" stroke="#fff" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${iconPaths(icon ?? "package")}</g>`;
  const chip = label
    ? `<rect x="${400 - label.length * 13 - 36}" y="628" width="${label.length * 26 + 72}" height="76" rx="38" fill="#fff"/>
       <text x="400" y="677" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="36" fill="${dark}">${label}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/></radialGradient>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="#fff" fill-opacity="0.12"/></pattern>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <circle cx="640" cy="140" r="360" fill="url(#glow)"/>
  <circle cx="120" cy="720" r="300" fill="url(#glow)" opacity="0.6"/>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#dots)"/>
  ${art}
  ${chip}
</svg>`;
}

await mkdir(MEDIA_DIR, { recursive: true });
for (const drawing of drawings) {
  const image = await sharp(Buffer.from(svg(drawing)))
    .resize(SIZE, SIZE)
    .webp({ quality: 78, effort: 6, smartSubsample: true })
    .toBuffer();
  await writeFile(`${MEDIA_DIR}/${drawing.file}`, image);
  console.log(`${drawing.file.padEnd(32)} ${String(image.length).padStart(6)} bytes`);
}
