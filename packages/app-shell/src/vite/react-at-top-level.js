import { createRequire } from "node:module";
import { join } from "node:path";

/**
 * React's entry points, each resolved (from the app's root) to the production file it requires.
 * @param {string} root
 * @returns {Record<string, string>}
 */
function productionFiles(root) {
  const require = createRequire(join(root, "package.json"));
  /** @param {string} name */
  const packageDir = (name, from = require) =>
    from.resolve(`${name}/package.json`).replace(/package\.json$/, "");
  const react = packageDir("react");
  const reactDom = packageDir("react-dom");
  const scheduler = packageDir("scheduler", createRequire(reactDom));
  return {
    react: `${react}cjs/react.production.js`,
    "react/jsx-runtime": `${react}cjs/react-jsx-runtime.production.js`,
    "react-dom": `${reactDom}cjs/react-dom.production.js`,
    "react-dom/client": `${reactDom}cjs/react-dom-client.production.js`,
    scheduler: `${scheduler}cjs/scheduler.production.js`,
  };
}

/**
 * The apps' client builds bundle React's code as the top level of its chunk, not as one function.
 *
 * Rollup's CommonJS plugin wraps a module in a function run on its first `require` when it cannot
 * hoist it, and React's entry points pick their file with a conditional `require`. react-dom was
 * then one 211 KB function that V8, which compiles a function on its first call, parsed whole on
 * the main thread inside the task that starts hydration (60 to 80 ms at CPU 4×, where the first
 * tap often lands), though the browser had already parsed the file off the main thread while it
 * downloaded. Resolved to their production files, which require each other unconditionally,
 * these modules are hoisted (`strictRequires: "auto"` wraps only the modules that need it).
 *
 * Plain JavaScript: Vite loads the apps' configurations, and what they import, with Node.
 * @returns {import("vite").Plugin}
 */
export function reactAtTopLevel() {
  /** @type {Record<string, string>} */
  let files = {};
  return {
    name: "agencia:react-at-top-level",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    enforce: "pre",
    configEnvironment(name) {
      if (name === "client") return { build: { commonjsOptions: { strictRequires: "auto" } } };
    },
    configResolved(config) {
      files = productionFiles(config.root);
    },
    resolveId(id) {
      return files[id];
    },
  };
}
