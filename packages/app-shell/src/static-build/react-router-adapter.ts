/**
 * Rewrites a page as React Router prerendered it (`react-router build`, framework mode, version
 * pinned in pnpm-workspace.yaml) so that it loads no JavaScript until the early script says:
 *
 * - The inline module script that imports the route modules and the client entry runs at once
 *   wherever it is: its code moves to a file under /assets, and the early script (a small deferred
 *   file, cached across pages) takes its place. What the early script imports when the page's
 *   policy says is a small start module: it preloads every module the page's `modulepreload` links
 *   named (those links go, so nothing loads before), then imports the route modules' file.
 * - Each loader-data script, `…streamController.enqueue("…")`, differs on every page, so the
 *   Content-Security-Policy would need one hash per page: its payload becomes a JSON data block
 *   (which the CSP does not govern), fed to the stream by one script that is the same everywhere.
 * - A loader-data string that the page already carries as the content of a `data-raw-html`
 *   element (an article's rendered body) is left out of that block: React does not read
 *   `dangerouslySetInnerHTML` when it hydrates, and the route's `.data` file, which client-side
 *   navigation reads, keeps it. The first response carries the article once.
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

/** Marks an element whose content is a loader-data string rendered as raw HTML. */
export const RAW_HTML_ATTRIBUTE = "data-raw-html";

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

/** JSON that is also safe inside a `<script>` element, as React Router writes it. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );

/** The start module: preloads the page's modules, then imports the route modules' file. */
export function startModule(routeModules: string, preload: readonly string[]): string {
  return `for (const href of ${JSON.stringify(preload)}) {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.href = href;
  document.head.append(link);
}
await import(${JSON.stringify(routeModules)});
`;
}

/** The turbo-stream text without the strings `page` carries as raw HTML (see above). */
function withoutRawHtml(stream: string, page: string): string {
  const [first = "", ...rest] = stream.split("\n");
  let values: unknown;
  try {
    values = JSON.parse(first);
  } catch {
    return stream;
  }
  if (!Array.isArray(values)) return stream;
  const inPage = (value: unknown) =>
    typeof value === "string" &&
    value.length > 0 &&
    page.includes(`${RAW_HTML_ATTRIBUTE}="">${value}</`);
  if (!values.some(inPage)) return stream;
  return [JSON.stringify(values.map((value) => (inPage(value) ? "" : value))), ...rest].join("\n");
}

export interface RewriteOptions {
  /** The early script's URL path, loaded where the route-modules script was. */
  earlyScript: string;
  /** Stores `code` as a JavaScript file under /assets named after `name`; answers its URL path. */
  storeModule(name: string, code: string): string;
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
      const routeModules = storeModule("hydrate", `${code.trim()}\n`);
      const start = storeModule("start", startModule(routeModules, preload));
      return `<script src="${escapeAttribute(earlyScript)}" defer data-hydrate="${escapeAttribute(start)}"></script>`;
    })
    .replace(ENQUEUE_SCRIPT, (_, payload: string) => {
      // React Router escapes the string for HTML ("<" as \u003c), which keeps it valid JSON.
      const stream = withoutRawHtml(JSON.parse(payload) as string, html);
      return `<script type="application/json">${scriptSafeJson(stream)}</script>${ENQUEUE_PREVIOUS_BLOCK}`;
    });
}
