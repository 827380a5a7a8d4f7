// Bundles each set of a page's enhancement modules (`<html data-enhance>`, ../hydration.tsx) once,
// and names the file on the early script's tag, which imports it when the page is idle.
import { bundle } from "./bundle";

const ENHANCE_ATTRIBUTE = /<html\b[^>]*\sdata-enhance="([^"]+)"/;
const EARLY_SCRIPT_TAG = /(<script src="[^"]+" defer data-hydrate="[^"]+")/;

/** One module whose default export runs each specifier's default export on the page. */
function bundleEnhancement(specifiers: string[], resolveDir: string): Promise<string> {
  const imports = specifiers.map(
    (specifier, index) => `import e${index} from ${JSON.stringify(specifier)};`,
  );
  const calls = specifiers.map((_, index) => `e${index}(page);`);
  const contents = `${imports.join("\n")}\nexport default (page) => { ${calls.join(" ")} };\n`;
  return bundle({ contents, resolveDir }, "esm");
}

/** Specifiers resolve from `appDir`; a page without an enhancement is left as it is. */
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
