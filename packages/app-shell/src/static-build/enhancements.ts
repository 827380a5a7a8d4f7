// A route's enhancement (`handle.enhance`, ../hydration.tsx): a small module the page runs after
// `load` without React. React writes the specifiers on `<html data-enhance>`; here each set of
// them is bundled once into `/assets/enhance-*.js`, and the page's early script names that file
// (`data-enhance` on its tag), which it imports when the page is idle (../early/enhance.ts).
import { build } from "esbuild";

const ENHANCE_ATTRIBUTE = /<html\b[^>]*\sdata-enhance="([^"]+)"/;
const EARLY_SCRIPT_TAG = /(<script src="[^"]+" defer data-hydrate="[^"]+")/;

/** One ES module whose default export runs each specifier's default export on the page. */
async function bundleEnhancement(specifiers: string[], resolveDir: string): Promise<string> {
  const imports = specifiers.map(
    (specifier, index) => `import e${index} from ${JSON.stringify(specifier)};`,
  );
  const calls = specifiers.map((_, index) => `e${index}(page);`);
  const result = await build({
    stdin: {
      contents: `${imports.join("\n")}\nexport default (page) => { ${calls.join(" ")} };\n`,
      resolveDir,
      loader: "js",
    },
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2020",
    write: false,
    legalComments: "none",
  });
  return result.outputFiles[0]!.text.trim();
}

/**
 * Creates the page's enhancement file (once per set of specifiers, resolved from the app's
 * folder) and names it on the early script's tag; a page without one is left as it is.
 */
export function enhancer(storeModule: (name: string, code: string) => string, appDir: string) {
  const urls = new Map<string, Promise<string>>();
  return async (html: string): Promise<string> => {
    const specifiers = ENHANCE_ATTRIBUTE.exec(html)?.[1];
    if (!specifiers) return html;
    if (!EARLY_SCRIPT_TAG.test(html)) throw new Error("data-enhance sin el script temprano");
    if (!urls.has(specifiers)) {
      const code = bundleEnhancement(specifiers.split(" "), appDir);
      urls.set(
        specifiers,
        code.then((text) => storeModule("enhance", text)),
      );
    }
    const url = await urls.get(specifiers)!;
    return html.replace(EARLY_SCRIPT_TAG, `$1 data-enhance="${url}"`);
  };
}
