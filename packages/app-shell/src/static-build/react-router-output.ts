/**
 * Rewrites a page as React Router prerendered it (`react-router build`, framework mode, version
 * pinned in pnpm-workspace.yaml) so that it loads no JavaScript until the early script says:
 *
 * - The inline module script that imports the route modules and the client entry runs at once
 *   wherever it is: its code moves to a file under /assets, and the early script (a small deferred
 *   file, cached across pages) takes its place and imports that file when the page's policy says.
 *   The `modulepreload` links go too; their targets travel in the early script's `data-preload`,
 *   which preloads them when it starts.
 * - Each loader-data script, `…streamController.enqueue("…")`, differs on every page, so the
 *   Content-Security-Policy would need one hash per page: its payload becomes a JSON data block
 *   (which the CSP does not govern), fed to the stream by one script that is the same everywhere.
 *
 * The shapes matched here are React Router's private output: a page whose output does not have
 * exactly the expected scripts is an error that names what is missing, never skipped.
 */

/** `<script type="module" async="">import …; window.__reactRouterRouteModules = …; import(…)</script>` */
const ROUTE_MODULES_SCRIPT =
  /<script type="module" async="">([^<]*window\.__reactRouterRouteModules = [^<]*)<\/script>/g;
const CONTEXT_SCRIPT =
  /<script>window\.__reactRouterContext = [^<]*window\.__reactRouterContext\.streamController = controller;[^<]*<\/script>/g;
const ENQUEUE_SCRIPT =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE_SCRIPT =
  /<script>window\.__reactRouterContext\.streamController\.close\(\);<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** The one script that feeds each JSON block to the stream: the same on every page. */
export const ENQUEUE_PREVIOUS_BLOCK =
  "<script>window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent))</script>";

export class UnexpectedOutput extends Error {}

function expectCount(html: string, pattern: RegExp, what: string, count: number | "some"): void {
  const found = html.match(pattern)?.length ?? 0;
  const ok = count === "some" ? found > 0 : found === count;
  if (!ok) {
    throw new UnexpectedOutput(
      `${count === "some" ? "ninguno" : `${found} en vez de ${count}`}: ${what}. ¿Cambió la salida de React Router? (ver pnpm-workspace.yaml)`,
    );
  }
}

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

export interface RewriteOptions {
  /** The early script's URL path, loaded where the route-modules script was. */
  earlyScript: string;
  /** Stores the route-modules script's code as a file; answers its URL path. */
  storeModule(code: string): string;
}

/** The page ready for the early script; throws `UnexpectedOutput` if React Router's output differs. */
export function rewritePage(html: string, { earlyScript, storeModule }: RewriteOptions): string {
  expectCount(html, CONTEXT_SCRIPT, "script del contexto de React Router", 1);
  expectCount(
    html,
    ROUTE_MODULES_SCRIPT,
    "script de módulo con las rutas (__reactRouterRouteModules)",
    1,
  );
  expectCount(
    html,
    ENQUEUE_SCRIPT,
    "scripts con los datos de los loaders (streamController.enqueue)",
    "some",
  );
  expectCount(html, CLOSE_SCRIPT, "script que cierra el stream de datos", 1);
  expectCount(html, MODULE_PRELOAD, "links modulepreload", "some");

  const preload = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ROUTE_MODULES_SCRIPT, (_, code: string) => {
      const file = storeModule(`${code.trim()}\n`);
      return `<script src="${escapeAttribute(earlyScript)}" defer data-hydrate="${escapeAttribute(file)}" data-preload="${escapeAttribute(preload.join(" "))}"></script>`;
    })
    .replace(ENQUEUE_SCRIPT, (_, payload: string) => {
      // React Router escapes the string for HTML ("<" as \u003c), which keeps it valid JSON.
      JSON.parse(payload);
      return `<script type="application/json">${payload}</script>${ENQUEUE_PREVIOUS_BLOCK}`;
    });
}
