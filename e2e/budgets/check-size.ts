// Measures what each prerendered route loads before interaction — the JavaScript its HTML
// preloads and imports, and its stylesheets — in gzip bytes, and fails when a route is over
// the budget in budgets.json. Run after both apps are built: `pnpm --filter @agencia/e2e size`.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";

interface Budget {
  js: number;
  css: number;
}
type Budgets = Record<string, Record<string, Budget>>;

const budgets = JSON.parse(readFileSync(new URL("./budgets.json", import.meta.url), "utf8")) as Budgets;
const root = new URL("../../apps/", import.meta.url).pathname;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".html"))
    .map((file) => join(dir, file));
}

function routeOf(dir: string, file: string): string {
  const path = `/${relative(dir, file)}`.replace(/index\.html$/, "").replace(/\.html$/, "");
  return path.length > 1 ? path.replace(/\/$/, "") : path;
}

const gzipSize = (dir: string, url: string) => gzipSync(readFileSync(join(dir, url)), { level: 9 }).length;

/** Every script the page fetches before it is interactive: preloads, sources and static imports. */
function scriptUrls(html: string): Set<string> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="(\/[^"]+)"/g)) urls.add(match[1]!);
  for (const match of html.matchAll(/import(?:\s*\(|[^"]*from\s*|\s+)"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1]!);
  return urls;
}

let failures = 0;
for (const [app, appBudgets] of Object.entries(budgets)) {
  if (app.startsWith("$")) continue;
  const dir = join(root, app, "build/client");
  if (!existsSync(dir)) throw new Error(`Falta el build de ${app}: corré pnpm build primero.`);
  console.log(`\n${app}`);
  console.log("route".padEnd(60), "JS gz".padStart(9), "CSS gz".padStart(9));
  for (const file of htmlFiles(dir).sort()) {
    const html = readFileSync(file, "utf8");
    const route = routeOf(dir, file);
    const js = [...scriptUrls(html)].reduce((sum, url) => sum + gzipSize(dir, url), 0);
    const css = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].reduce(
      (sum, match) => sum + gzipSize(dir, match[1]!),
      0,
    );
    const budget = appBudgets[route] ?? appBudgets["*"]!;
    const over = js > budget.js || css > budget.css;
    if (over) failures += 1;
    console.log(
      `${over ? "✗" : "✓"} ${route}`.padEnd(60),
      `${(js / 1024).toFixed(1)} KB`.padStart(9),
      `${(css / 1024).toFixed(1)} KB`.padStart(9),
      over ? `  over budget (JS ${(budget.js / 1024).toFixed(1)} KB, CSS ${(budget.css / 1024).toFixed(1)} KB)` : "",
    );
  }
}
if (failures > 0) {
  console.error(`\n${failures} route(s) over budget.`);
  process.exit(1);
}
console.log("\nEvery route is within its budget.");
