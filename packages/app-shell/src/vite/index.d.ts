import type { Plugin } from "vite";

/** The apps' client builds bundle React's code as the top level of its chunk (see the .js file). */
export function reactAtTopLevel(): Plugin;

/** V8's explicit compile hint that each client chunk starts with. */
export const COMPILE_ON_LOAD: string;

/** Each client chunk tells V8 to compile all its functions as it loads (see the .js file). */
export function compiledOnLoad(): Plugin;

/** The events React's root must hear for the given event props (see the .js file). */
export function handledEvents(props: Iterable<string>): string;

/** Writes into the client build the events the app's components handle (see the .js file). */
export function reactHandledEvents(options?: {
  /** Event props the root need not hear: a module's (`module` matches its id), or some of them. */
  unheard?: { module: RegExp; props?: string[] }[];
}): Plugin;

export { HANDLED_EVENTS_PLACEHOLDER } from "./handled-events-placeholder.js";

/** What app-shell adds to an app's client build, in order (see the .js file). */
export function appShellPlugins(): Plugin[];
