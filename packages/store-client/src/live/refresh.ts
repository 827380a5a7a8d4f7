import { loadCatalogue } from "../catalogue";
import { createStoreClient, StoreHttpError, type StoreConfig } from "../client";
import { liveState, publish } from "./channel";
import type { LiveAnswer } from "./freshen";
import { type LiveScope, scopeKey } from "./slots";

/** An answer younger than this is fresh enough: prices and stock change during the day. */
export const FRESH_FOR_MS = 60_000;

async function ask(scope: LiveScope, config: StoreConfig): Promise<LiveAnswer> {
  const client = createStoreClient(config);
  const at = Date.now();
  if (scope.kind === "list") {
    const list = await loadCatalogue(client);
    return { at, list, products: Object.fromEntries(list.map((product) => [product.id, product])) };
  }
  try {
    return { at, products: { [scope.id]: await client.product(scope.id) } };
  } catch (error) {
    if (error instanceof StoreHttpError && error.status === 404)
      return { at, products: { [scope.id]: null } };
    throw error;
  }
}

/**
 * Asks the store for the scope's fresh data unless an answer younger than FRESH_FOR_MS is there
 * or a question is already out, and publishes it. Answers null when the store could not be read:
 * the page then keeps what it says (stale while the store is away, never an error on its own).
 */
export function refresh(scope: LiveScope, config: StoreConfig): Promise<LiveAnswer | null> {
  const state = liveState();
  if (!state) return Promise.resolve(null);
  const key = scopeKey(scope);
  const latest = state.latest[key];
  if (latest && Date.now() - latest.at < FRESH_FOR_MS) return Promise.resolve(latest);
  state.pending[key] ??= ask(scope, config)
    .then((answer) => {
      publish(key, answer);
      return answer;
    })
    .catch(() => null)
    .finally(() => delete state.pending[key]);
  return state.pending[key];
}
