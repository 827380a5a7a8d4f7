// React Router writes each prerendered page's loader data as an inline script that calls
// `streamController.enqueue("…")`. That script differs on every page, so the
// Content-Security-Policy had to list one hash per page: about 1 KB more on every response, enough
// to push a blog article's first response past the first round trip (14.6 KB). This moves each
// payload into a JSON data block, which the CSP does not govern, and feeds it to the stream with
// one script that is the same on every page.
import { readFile, writeFile } from "node:fs/promises";

const ENQUEUE_SCRIPT =
  /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const ENQUEUE_PREVIOUS_BLOCK =
  "<script>window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent))</script>";

/** Rewrites the given HTML files; answers how many it changed. */
export async function moveStreamDataToBlocks(htmlFiles) {
  let changed = 0;
  for (const path of htmlFiles) {
    const html = await readFile(path, "utf8");
    const rewritten = html.replace(ENQUEUE_SCRIPT, (_, payload) => {
      // React Router escapes the string for HTML ("<" as \u003c), which keeps it valid JSON.
      JSON.parse(payload);
      return `<script type="application/json">${payload}</script>${ENQUEUE_PREVIOUS_BLOCK}`;
    });
    if (rewritten === html) continue;
    await writeFile(path, rewritten);
    changed += 1;
  }
  return changed;
}
