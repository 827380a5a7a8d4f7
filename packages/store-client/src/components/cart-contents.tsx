import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { showToast } from "@agencia/ui/toaster";
import { useEffect, useRef, useState } from "react";
import { canIncrease, lineLimit } from "../cart/cart";
import { beginCheckoutEvent } from "../cart/cart-events";
import { useCartContext } from "../cart/cart-provider";
import { useCart } from "../cart/use-cart";
import { startCheckout } from "../checkout";
import { createStoreClient } from "../client";
import { formatPrice } from "../price";
import { ProductImage } from "./product-image";
import { QuantityControl } from "./quantity-control";

// What the cart sheet shows once the cart has lines: loaded then, so an empty cart (in every
// page's HTML) costs nothing more.

export const CHECKOUT_FAILED = "No pudimos iniciar el pago";

/** The cart's lines: quantity, price and removal. */
export function CartLines() {
  const cart = useCart();
  return (
    <ul className="divide-border flex flex-col divide-y">
      {cart.lines.map((line) => (
        <li key={line.variantId} className="flex gap-4 py-4">
          <ProductImage
            src={line.image}
            alt={line.title}
            className="rounded-control size-20 shrink-0"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="leading-snug font-semibold">{line.title}</p>
                <p className="text-muted-foreground text-sm">{line.variantTitle}</p>
              </div>
              <button
                type="button"
                aria-label={`Quitar ${line.title} (${line.variantTitle})`}
                onClick={() => cart.remove(line.variantId)}
                className="text-muted-foreground hover:bg-muted hover:text-destructive flex size-9 shrink-0 items-center justify-center rounded-full"
              >
                <Icon name="Trash2" className="size-4" />
              </button>
            </div>
            <div className="flex items-center justify-between gap-2">
              <QuantityControl
                size="sm"
                label={`Cantidad de ${line.title} (${line.variantTitle})`}
                value={line.quantity}
                max={lineLimit(line)}
                onChange={(quantity) => cart.setQuantity(line.variantId, quantity)}
              />
              <p className="font-semibold tabular-nums">
                {formatPrice(line.unitAmount * line.quantity, line.currency, line.currencyCode)}
              </p>
            </div>
            {!canIncrease(line) && line.stock !== null ? (
              <p className="text-muted-foreground text-xs">Es todo el stock disponible.</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The totals, one per currency, and checkout: it opens a session with the storefront API and
 * sends the browser to the hosted payment page. Closing the sheet cancels a checkout still
 * running.
 */
export function CartCheckout({ navigate }: { navigate: (url: string) => void }) {
  const cart = useCart();
  const { onEvent } = useCartContext();
  const self = useRef<HTMLDivElement>(null);
  const [paying, setPaying] = useState(false);
  const pending = useRef<AbortController | null>(null);

  // Closing the sheet (or leaving the page) cancels a checkout call still running.
  useEffect(() => () => pending.current?.abort(), []);
  // Back from the payment page (restored from the back-forward cache): the cart is usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setPaying(false);
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  async function checkout() {
    if (paying || cart.lines.length === 0) return;
    const controller = new AbortController();
    pending.current = controller;
    setPaying(true);
    onEvent?.(beginCheckoutEvent(cart.lines));
    try {
      const url = await startCheckout(
        createStoreClient(cart.storeConfig),
        cart.lines,
        {
          currentUrl: window.location.href,
          locale: document.documentElement.lang || navigator.language,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
        controller.signal,
      );
      // The button stays busy while the browser leaves for the payment page.
      navigate(url);
    } catch (error) {
      setPaying(false);
      if (controller.signal.aborted) return;
      showToast({
        title: CHECKOUT_FAILED,
        description: error instanceof Error ? error.message : String(error),
        variant: "destructive",
      });
    } finally {
      if (pending.current === controller) pending.current = null;
    }
  }

  useEffect(() => {
    const sheet = self.current?.closest("dialog");
    const cancel = () => pending.current?.abort();
    sheet?.addEventListener("close", cancel);
    return () => sheet?.removeEventListener("close", cancel);
  }, []);

  return (
    <div ref={self} className="flex flex-col gap-4">
      <dl className="flex flex-col gap-1">
        {cart.totals.map((total) => (
          <div key={total.currencyCode} className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground text-sm">
              Total{cart.totals.length > 1 ? ` en ${total.currencyCode.toUpperCase()}` : ""}
            </dt>
            <dd className="text-xl font-bold tabular-nums" data-testid="cart-total">
              {formatPrice(total.amount, total.currency, total.currencyCode)}
            </dd>
          </div>
        ))}
      </dl>
      <Button type="button" size="lg" onClick={() => void checkout()} disabled={paying}>
        {paying ? "Redirigiendo al pago…" : "Finalizar compra"}
      </Button>
      <p className="text-muted-foreground text-center text-xs">
        Vas a pagar en la página segura de nuestra plataforma de cobros.
      </p>
    </div>
  );
}
