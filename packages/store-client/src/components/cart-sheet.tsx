import { STORE_PATH } from "@agencia/content/store";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { PlainLink, type LinkComponent } from "@agencia/ui/link-component";
import { Sheet } from "@agencia/ui/sheet";
import { lazy, Suspense } from "react";
import { useCart } from "../cart/use-cart";

/** The cart sheet's id: what the navbar's cart button opens. */
export const CART_SHEET_ID = "carrito";

const loadContents = () => import("./cart-contents");
const CartLines = lazy(() => loadContents().then((module) => ({ default: module.CartLines })));
const CartCheckout = lazy(() =>
  loadContents().then((module) => ({ default: module.CartCheckout })),
);

/**
 * The cart: its lines with quantity and removal, a total per currency, and checkout. It is in
 * every page's HTML, closed and empty, so the cart button opens it natively on the first tap; the
 * lines and checkout load once the cart has any. Its empty state is `data-cart-empty`, its
 * content `data-cart-empty-content`, for a page that knows a cart is stored before React has read
 * it and would rather say so.
 */
export function CartSheet({
  id = CART_SHEET_ID,
  defaultOpen,
  LinkComponent = PlainLink,
  navigate = (url) => window.location.assign(url),
}: {
  id?: string;
  defaultOpen?: boolean;
  LinkComponent?: LinkComponent;
  /** Leaves for the payment page; stories and tests watch it instead. */
  navigate?: (url: string) => void;
}) {
  const cart = useCart();
  const empty = cart.lines.length === 0;
  return (
    <Sheet
      id={id}
      defaultOpen={defaultOpen}
      title="Tu carrito"
      description={
        empty ? undefined : `${cart.count} ${cart.count === 1 ? "producto" : "productos"}`
      }
      footer={
        empty ? undefined : (
          <Suspense fallback={null}>
            <CartCheckout navigate={navigate} />
          </Suspense>
        )
      }
    >
      {empty ? (
        <div
          data-slot="cart-empty"
          data-cart-empty
          className="flex h-full flex-col items-center justify-center gap-4 py-16 text-center"
        >
          <div data-cart-empty-content className="contents">
            <span className="bg-brand-50 text-brand-500 flex size-16 items-center justify-center rounded-full">
              <Icon name="ShoppingCart" className="size-8" />
            </span>
            <p className="font-semibold">Tu carrito está vacío</p>
            <p className="text-muted-foreground text-sm">
              Sumá agentes, kits o cursos desde la tienda.
            </p>
            <Button asChild variant="outline">
              <LinkComponent
                href={STORE_PATH}
                onClick={() => (document.getElementById(id) as HTMLDialogElement | null)?.close()}
              >
                Ver la tienda
              </LinkComponent>
            </Button>
          </div>
        </div>
      ) : (
        <Suspense
          fallback={<p className="text-muted-foreground py-8 text-center">Cargando tu carrito…</p>}
        >
          <CartLines />
        </Suspense>
      )}
    </Sheet>
  );
}
