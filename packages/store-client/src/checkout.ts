import { SUCCESS_PATH } from "@agencia/content/store";
import type { CartLine } from "./cart/cart";
import type { StoreClient } from "./client";
import type { CheckoutRequest } from "./types";

/** The checkout page's language when the store's settings cannot be read. */
export const FALLBACK_LANGUAGE = "es";

export interface CheckoutPlace {
  /** The page the buyer is on: the cancel URL, and the origin of the success URL. */
  currentUrl: string;
  locale: string;
  timeZone: string;
}

/** The checkout call's body: `{variant_id, quantity}` items, /success and the current page. */
export function checkoutRequest(lines: readonly CartLine[], place: CheckoutPlace): CheckoutRequest {
  return {
    items: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
    successUrl: new URL(SUCCESS_PATH, place.currentUrl).toString(),
    cancelUrl: place.currentUrl,
    locale: place.locale,
    timeZone: place.timeZone,
  };
}

/** The hosted page with the store's language added (`&lang={language}`). */
export function checkoutDestination(url: string, language: string): string {
  const destination = new URL(url);
  destination.searchParams.set("lang", language);
  return destination.toString();
}

/**
 * Opens a checkout session for the cart and answers the URL to send the browser to. The store's
 * language is read alongside; without it the page opens in Spanish.
 */
export async function startCheckout(
  client: StoreClient,
  lines: readonly CartLine[],
  place: CheckoutPlace,
  signal?: AbortSignal,
): Promise<string> {
  const [session, language] = await Promise.all([
    client.checkout(checkoutRequest(lines, place), { signal }),
    client
      .settings({ signal })
      .then((settings) => settings.store_owner.language || FALLBACK_LANGUAGE)
      .catch(() => FALLBACK_LANGUAGE),
  ]);
  return checkoutDestination(session.url, language);
}
