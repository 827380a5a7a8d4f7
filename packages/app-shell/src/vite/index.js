export { compiledOnLoad, COMPILE_ON_LOAD } from "./compiled-on-load.js";
export { reactAtTopLevel } from "./react-at-top-level.js";
export { reactHandledEvents, handledEvents } from "./react-handled-events.js";
export { HANDLED_EVENTS_PLACEHOLDER } from "./handled-events-placeholder.js";
