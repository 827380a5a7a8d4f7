// The physical limit of a first tap, measured in the same run as our pages: the site's home page
// with every script removed and a menu button whose behaviour is one line of inline JavaScript.
// Same HTML, CSS and fonts as `/`, so the only difference left is how the tap is answered.
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { withoutScripts } from "./no-js-twin";

/** The one line: what a hand-written page does when its menu button is tapped. */
const TOGGLE_MENU =
  "var m=document.getElementById('menu-movil');m.hidden=!m.hidden;this.setAttribute('aria-expanded',String(!m.hidden))";

/** Native behaviours the baseline must not borrow: its menu opens through the line above. */
const NATIVE_INVOKERS =
  /\s(?:popover|popovertarget|popovertargetaction|command|commandfor)(?:="[^"]*")?/g;

export function writeInlineBaseline(siteBuildDir: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(siteBuildDir, dir, { recursive: true });
  // Served as plain files: no CSP (it would refuse the inline handler) and no rewrites.
  rmSync(join(dir, "_headers"), { force: true });
  rmSync(join(dir, "_redirects"), { force: true });
  const home = join(dir, "index.html");
  const html = withoutScripts(readFileSync(home, "utf8"))
    .replace(NATIVE_INVOKERS, "")
    .replace(/<div id="menu-movil"(?![^>]*\shidden)/, '<div id="menu-movil" hidden=""');
  const toggle = /<button(?=[^>]*aria-controls="menu-movil")/;
  if (!toggle.test(html))
    throw new Error('La página / no tiene el botón del menú (aria-controls="menu-movil").');
  writeFileSync(home, html.replace(toggle, `<button onclick="${TOGGLE_MENU}"`));
  rmSync(`${home}.br`, { force: true });
  rmSync(`${home}.gz`, { force: true });
}
