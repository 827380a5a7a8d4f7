// The physical limit of a first interaction, measured in the same run as our pages: the inline-
// script pages. Each is one of our prerendered pages with every script removed and one short
// hand-written inline script (hand-written.js) answering the controls the markup does not answer
// natively. Same HTML, CSS and fonts as ours, so the only difference left is how the gesture is
// answered: by a hand-written page, or by our early script with React behind it.
//
// Beside it stays the issue's first reference, at MENU_HIDDEN_PATH: the home page whose menu is a
// `hidden` element toggled by one line of inline JavaScript (cheaper than our menu: no popover, so
// the navbar does not turn solid with it).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withoutScripts } from "./no-js-twin";

const HAND_WRITTEN = readFileSync(new URL("./hand-written.js", import.meta.url), "utf8");

/** Where the baseline serves the issue's first reference page. */
export const MENU_HIDDEN_PATH = "/menu-en-linea/";

/** The one line: what a hand-written page does when its menu button is tapped. */
const TOGGLE_MENU =
  "var m=document.getElementById('menu-movil');m.hidden=!m.hidden;this.setAttribute('aria-expanded',String(!m.hidden))";

/** Native behaviours the first reference must not borrow: its menu answers through the line. */
const NATIVE_INVOKERS =
  /\s(?:popover|popovertarget|popovertargetaction|command|commandfor)(?:="[^"]*")?/gi;

const pages = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((entry) =>
    entry.endsWith(".html"),
  );

/** Writes `html` as the page `file`, dropping the precompressed copies of what it replaces. */
function writePage(file: string, html: string): void {
  writeFileSync(file, html);
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

function menuHiddenPage(home: string): string {
  const page = withoutScripts(home).replace(NATIVE_INVOKERS, "");
  const rewritten = page
    .replace(/<div id="menu-movil"(?![^>]*\shidden)/, '<div id="menu-movil" hidden=""')
    .replace(/<button(?=[^>]*aria-controls="menu-movil")/, `<button onclick="${TOGGLE_MENU}"`);
  if (rewritten === page) throw new Error("La línea de JavaScript no encontró el menú.");
  return rewritten;
}

/** Writes the baseline of one app's build into `dir`. */
export function writeInlineBaseline(buildDir: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(buildDir, dir, { recursive: true });
  // Served as plain files: no CSP (it would refuse the inline script) and no rewrites.
  rmSync(join(dir, "_headers"), { force: true });
  rmSync(join(dir, "_redirects"), { force: true });
  for (const page of pages(dir)) {
    const file = join(dir, page);
    const html = withoutScripts(readFileSync(file, "utf8"));
    if (!html.includes("</body>")) throw new Error(`${page}: sin </body>`);
    writePage(file, html.replace("</body>", `<script>${HAND_WRITTEN}</script></body>`));
  }
  const home = readFileSync(join(buildDir, "index.html"), "utf8");
  if (home.includes('id="menu-movil"')) {
    mkdirSync(join(dir, MENU_HIDDEN_PATH), { recursive: true });
    writePage(join(dir, MENU_HIDDEN_PATH, "index.html"), menuHiddenPage(home));
  }
}
