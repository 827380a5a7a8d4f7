/**
 * The one module that reads React Router's prerendered output, whose inline scripts are
 * undocumented; its test builds an app with the installed React Router to check each rule.
 * - The route-modules script would start the app at once: it moves to a file the early script
 *   imports when the page's policy says.
 * - Loader-data scripts differ per page and would each need a CSP hash: their text moves to data
 *   blocks, fed to the stream by one script that is the same on every page.
 */

const ROUTE_MODULES_SCRIPT = /<script type="module" async="">([^<]*)<\/script>/g;
const CONTEXT_SCRIPT = /<script>window\.__reactRouterContext = [^<]*<\/script>/g;
const ENQUEUE_SCRIPT =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

export const STREAM_BLOCK_TYPE = "text/x-turbo-stream";

export const ENQUEUE_PREVIOUS_BLOCK =
  "<script>window.__reactRouterContext.streamController.enqueue(document.currentScript.previousElementSibling.textContent)</script>";

const RAW_HTML_ATTRIBUTE = "data-raw-html";

const EXPECTED: [RegExp, string, number | "some"][] = [
  [CONTEXT_SCRIPT, "el script del contexto", 1],
  [ROUTE_MODULES_SCRIPT, "el script de módulo que importa las rutas", 1],
  [ENQUEUE_SCRIPT, "los scripts con los datos de los loaders", "some"],
  [MODULE_PRELOAD, "los links modulepreload", "some"],
];

function expectReactRouterOutput(html: string): void {
  for (const [pattern, what, count] of EXPECTED) {
    const found = html.match(pattern)?.length ?? 0;
    if (count === "some" ? found > 0 : found === count) continue;
    throw new Error(
      `React Router no escribió ${what} como se esperaba (${found}): ver react-router-adapter.ts`,
    );
  }
}

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** The stream is JSON lines, where a "<" can only be inside a string: as \u003c it cannot end the block. */
const scriptSafeStream = (stream: string) => stream.replaceAll("<", "\\u003c");

/** The start module: the page's modules, and the function that starts the app. */
export const startModule = (hydrate: string, modules: readonly string[]) =>
  `export const modules = ${JSON.stringify(modules)};\nexport const start = () => import(${JSON.stringify(hydrate)});\n`;

/**
 * React does not read `dangerouslySetInnerHTML` when it hydrates, so a string the page already
 * carries as raw HTML (an article's body) is left out; the route's `.data` file keeps it.
 */
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

export interface AdaptOptions {
  earlyScript: string;
  /** Stores `code` as a JavaScript file under /assets named after `name`; answers its URL path. */
  storeModule(name: string, code: string): string;
}

export function adaptPage(html: string, { earlyScript, storeModule }: AdaptOptions): string {
  expectReactRouterOutput(html);
  const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  return html
    .replace(MODULE_PRELOAD, "")
    .replace(ROUTE_MODULES_SCRIPT, (_, code: string) => {
      const hydrate = storeModule("hydrate", `${code.trim()}\n`);
      const start = storeModule("start", startModule(hydrate, modules));
      return `<script src="${escapeAttribute(earlyScript)}" defer data-hydrate="${escapeAttribute(start)}"></script>`;
    })
    .replace(ENQUEUE_SCRIPT, (_, payload: string) => {
      // React Router escapes the string for HTML ("<" as \u003c), which keeps it valid JSON.
      const stream = withoutRawHtml(JSON.parse(payload) as string, html);
      return `<script type="${STREAM_BLOCK_TYPE}">${scriptSafeStream(stream)}</script>${ENQUEUE_PREVIOUS_BLOCK}`;
    });
}
