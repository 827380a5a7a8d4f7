/**
 * Stands in the client entry for the events the app's components handle, until the client build
 * writes them in its place (./react-handled-events.js). Seen as is (in development, in tests),
 * React's root keeps every listener.
 */
export const HANDLED_EVENTS_PLACEHOLDER = "__AGENCIA_HANDLED_EVENTS__";
