import { compiledOnLoad } from "./compiled-on-load.js";
import { reactAtTopLevel } from "./react-at-top-level.js";
import { reactHandledEvents } from "./react-handled-events.js";

export { compiledOnLoad, COMPILE_ON_LOAD } from "./compiled-on-load.js";
export { reactAtTopLevel } from "./react-at-top-level.js";
export { reactHandledEvents, handledEvents } from "./react-handled-events.js";
export { HANDLED_EVENTS_PLACEHOLDER } from "./handled-events-placeholder.js";

/**
 * Event props of the apps' libraries that React's root need not hear (reactHandledEvents).
 * @type {{ module: RegExp, props?: string[] }[]}
 */
const UNHEARD = [
  // ui's <Toaster> renders Sonner's toasts through a portal, where React listens for every event.
  { module: /[\\/]node_modules[\\/]sonner[\\/]/ },
  // React Router's <Link> sets these only for prefetch="intent", which the lint forbids: the site
  // prefetches on intent from native listeners (apps/site/app/components/intent-prefetch.tsx).
  {
    module: /[\\/]node_modules[\\/]react-router[\\/]/,
    props: ["onFocus", "onBlur", "onMouseEnter", "onMouseLeave", "onTouchStart"],
  },
];

/**
 * What app-shell adds to an app's client build, each app's `vite.config.ts` after React Router's
 * plugin. The compile hint goes last: it moves every chunk's code, and its source map, one line down.
 * @returns {import("vite").Plugin[]}
 */
export function appShellPlugins() {
  return [reactAtTopLevel(), reactHandledEvents({ unheard: UNHEARD }), compiledOnLoad()];
}
