import { compiledOnLoad } from "./compiled-on-load.js";
import { reactAtTopLevel } from "./react-at-top-level.js";
import { reactHandledEvents } from "./react-handled-events.js";

export { compiledOnLoad, COMPILE_ON_LOAD } from "./compiled-on-load.js";
export { reactAtTopLevel } from "./react-at-top-level.js";
export { reactHandledEvents, handledEvents } from "./react-handled-events.js";
export { HANDLED_EVENTS_PLACEHOLDER } from "./handled-events-placeholder.js";

/**
 * What app-shell adds to an app's client build, each app's `vite.config.ts` after React Router's
 * plugin. The compile hint goes last: it moves every chunk's code, and its source map, one line down.
 * @returns {import("vite").Plugin[]}
 */
export function appShellPlugins() {
  return [reactAtTopLevel(), reactHandledEvents(), compiledOnLoad()];
}
