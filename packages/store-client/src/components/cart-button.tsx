import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";
import type { LinkComponent } from "@agencia/ui/link-component";
import { lazy, Suspense, useState } from "react";
import { useCartCount } from "../cart/cart-provider";

// The sheet and the checkout load on first use, so the navbar costs every page almost nothing.
const loadSheet = () => import("./cart-sheet");
const CartSheet = lazy(() => loadSheet().then((module) => ({ default: module.CartSheet })));

export const cartButtonLabel = (count: number) =>
  count === 0 ? "Carrito vacío" : `Carrito: ${count} ${count === 1 ? "producto" : "productos"}`;

/**
 * The navbar's cart: an icon with the number of units, opening the cart sheet. The count's
 * badge always takes its place (hidden at zero), so it never moves the navbar.
 */
export function CartButton({
  LinkComponent,
  className,
}: {
  LinkComponent?: LinkComponent;
  className?: string;
}) {
  const count = useCartCount();
  // Null until first opened: the sheet's code is not even loaded before that.
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <button
        type="button"
        data-slot="cart-button"
        aria-label={cartButtonLabel(count)}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
        className={cn(
          "rounded-control relative inline-flex size-11 items-center justify-center transition-colors hover:bg-current/10",
          className,
        )}
      >
        <Icon name="ShoppingCart" />
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className={cn(
            "bg-highlight-400 text-ink absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[0.6875rem] leading-none font-bold tabular-nums",
            count === 0 && "invisible",
          )}
        >
          {count > 99 ? "99+" : count}
        </span>
      </button>
      {open === null ? null : (
        <Suspense fallback={null}>
          <CartSheet open={open} onOpenChange={setOpen} LinkComponent={LinkComponent} />
        </Suspense>
      )}
    </>
  );
}
