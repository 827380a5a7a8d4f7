import { cn } from "@agencia/ui/cn";
import { Icon } from "@agencia/ui/icon";
import type { LinkComponent } from "@agencia/ui/link-component";
import { SheetTrigger } from "@agencia/ui/sheet";
import { cartButtonLabel, cartCountText } from "../cart/cart-count";
import { useCartCount } from "../cart/cart-provider";
import { CART_SHEET_ID, CartSheet } from "./cart-sheet";

export { cartButtonLabel };

/**
 * The navbar's cart: an icon with the number of units, opening the cart sheet natively (so the
 * first tap opens it, hydrated or not). The count's badge always takes its place (hidden at
 * zero), so it never moves the navbar. The store's enhancement may have counted an add before
 * React (cart-count.ts): hydration keeps the count the page shows, and React's next render says
 * the same.
 */
export function CartButton({
  LinkComponent,
  className,
}: {
  LinkComponent?: LinkComponent;
  className?: string;
}) {
  const count = useCartCount();
  return (
    <>
      <SheetTrigger
        sheet={CART_SHEET_ID}
        data-slot="cart-button"
        aria-label={cartButtonLabel(count)}
        className={cn(
          "rounded-control relative inline-flex size-11 items-center justify-center transition-colors hover:bg-current/10",
          className,
        )}
      >
        <Icon name="ShoppingCart" />
        <span
          aria-hidden="true"
          data-testid="cart-count"
          data-cart-count=""
          data-empty={count === 0 ? "" : undefined}
          suppressHydrationWarning
          className="bg-highlight-400 text-ink absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[0.6875rem] leading-none font-bold tabular-nums data-empty:invisible"
        >
          {cartCountText(count)}
        </span>
      </SheetTrigger>
      <CartSheet LinkComponent={LinkComponent} />
    </>
  );
}
