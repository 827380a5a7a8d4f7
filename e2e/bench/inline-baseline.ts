// The physical limit of a first tap, measured in the same run as our pages: the site's pages with
// every script removed and a control whose behaviour is one line of inline JavaScript: the home
// page's menu button, and an article's share links (a popup window takes longer to open than a
// menu, whoever opens it). Same HTML, CSS and fonts as ours, so the only difference left is how
// the tap is answered.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withoutScripts } from "./no-js-twin";

/** The one line: what a hand-written page does when its menu button is tapped. */
const TOGGLE_MENU =
  "var m=document.getElementById('menu-movil');m.hidden=!m.hidden;this.setAttribute('aria-expanded',String(!m.hidden))";

/** The other line: what a hand-written page does when a share link is tapped. */
const OPEN_POPUP =
  "window.open(this.href,'compartir','popup=yes,width=600,height=600');return false";

/** Native behaviours the baseline must not borrow: its controls answer through the lines above. */
const NATIVE_INVOKERS =
  /\s(?:popover|popovertarget|popovertargetaction|command|commandfor)(?:="[^"]*")?/g;

/** Rewrites one page of the copy: scripts out, then `rewrite`; throws if it changed nothing. */
function rewritePage(dir: string, path: string, rewrite: (html: string) => string): void {
  const file = join(dir, path, "index.html");
  const html = withoutScripts(readFileSync(file, "utf8")).replace(NATIVE_INVOKERS, "");
  const rewritten = rewrite(html);
  if (rewritten === html)
    throw new Error(`La línea de JavaScript no encontró su control en ${path}.`);
  writeFileSync(file, rewritten);
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}

/** Writes the baseline into `dir`: a copy of the site's build, `/` and `articlePath` rewritten. */
export function writeInlineBaseline(siteBuildDir: string, dir: string, articlePath: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(siteBuildDir, dir, { recursive: true });
  // Served as plain files: no CSP (it would refuse the inline handlers) and no rewrites.
  rmSync(join(dir, "_headers"), { force: true });
  rmSync(join(dir, "_redirects"), { force: true });
  rewritePage(dir, "/", (html) =>
    html
      .replace(/<div id="menu-movil"(?![^>]*\shidden)/, '<div id="menu-movil" hidden=""')
      .replace(/<button(?=[^>]*aria-controls="menu-movil")/, `<button onclick="${TOGGLE_MENU}"`),
  );
  rewritePage(dir, articlePath, (html) =>
    html.replaceAll(/<a(?=[^>]*data-network=")/g, `<a onclick="${OPEN_POPUP}"`),
  );
}
