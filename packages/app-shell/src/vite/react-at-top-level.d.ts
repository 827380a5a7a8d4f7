import type { Plugin } from "vite";

/** The apps' client builds bundle React's code as the top level of its chunk (see the .js file). */
export function reactAtTopLevel(): Plugin;
