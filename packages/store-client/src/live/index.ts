// React's side of a prerendered store page's fresh data; the side that runs before React is
// `@agencia/store-client/live/enhance`.
export { FRESH_FOR_MS } from "./refresh";
export { ADD_TO_CART, ADDING, UNAVAILABLE } from "./facts";
export { freshen, freshList, type LiveAnswer, type LiveFields } from "./freshen";
export { liveRootAttributes, type LiveScope } from "./slots";
export { useLiveList, useLiveProduct } from "./use-live";
