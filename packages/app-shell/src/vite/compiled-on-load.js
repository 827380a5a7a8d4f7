/** V8's explicit compile hint: every function of the file is compiled as the file loads. */
export const COMPILE_ON_LOAD = "//# allFunctionsCalledOnLoad";

/**
 * Each chunk of the apps' client builds starts by telling V8 (Chromium 136 and later; other
 * browsers ignore the comment) to compile all its functions while the file loads, off the main
 * thread.
 *
 * V8 compiles a function on its first call, on the main thread, unless told it will be called on
 * load. The apps' client code runs almost whole when a page hydrates and at the visitor's first
 * tap: hydration compiled hundreds of functions inside its own tasks, and the first tap after it
 * compiled React's event path and the form's handlers between the tap and its answer (at CPU 4×,
 * 13 ms more compilation inside the tap than on the inline-script page: a frame late).
 *
 * Plain JavaScript: Vite loads the apps' configurations, and what they import, with Node.
 * @returns {import("vite").Plugin}
 */
export function compiledOnLoad() {
  return {
    name: "agencia:compiled-on-load",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // Last: after Vite's own lines at the top of a chunk (its preload helper).
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== "chunk") continue;
          chunk.code = `${COMPILE_ON_LOAD}\n${chunk.code}`;
          if (!chunk.map) continue;
          // One line more at the top: each generated line's mappings move down by one.
          chunk.map.mappings = `;${chunk.map.mappings}`;
          const file = bundle[`${chunk.fileName}.map`];
          if (file?.type === "asset") file.source = chunk.map.toString();
        }
      },
    },
  };
}
