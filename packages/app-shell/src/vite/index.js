export { compiledOnLoad, COMPILE_ON_LOAD } from "./compiled-on-load.js";
export { reactAtTopLevel } from "./react-at-top-level.js";
