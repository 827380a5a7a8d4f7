import { Button } from "@agencia/ui/button";
import type { LinkComponent } from "@agencia/ui/link-component";
import { Icon } from "@agencia/ui/icon";
import { Spinner } from "@agencia/ui/spinner";
import type { StoreProductCard } from "../types";
import { ProductCard } from "./product-card";

export const EMPTY_CATALOGUE = "No products available at the moment.";
export const catalogueError = (message: string) => `Error loading products: ${message}`;

export type CatalogueState =
  | { status: "pending" }
  | { status: "error"; message: string; retrying?: boolean }
  | { status: "success"; products: readonly StoreProductCard[] };

/** The store's list (spec 001 §4): a spinner, then the error, the empty message or the grid of 1 to 4 columns. */
export function ProductCatalog({
  state,
  onRetry,
  onAddToCart,
  LinkComponent,
}: {
  state: CatalogueState;
  onRetry: () => void;
  onAddToCart: (product: StoreProductCard) => void;
  LinkComponent?: LinkComponent;
}) {
  if (state.status === "pending") {
    return (
      // Pages can hide this box where it would spin forever (without JavaScript).
      <div data-store-loading className="flex min-h-96 items-center justify-center">
        <Spinner label="Cargando productos…" showLabel />
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div
        role="alert"
        className="rounded-card border-destructive/30 bg-destructive/5 mx-auto flex max-w-xl flex-col items-center gap-4 border p-8 text-center"
      >
        <Icon name="RefreshCw" className="text-destructive size-8" />
        <p className="text-destructive font-medium">{catalogueError(state.message)}</p>
        <p className="text-muted-foreground text-sm">
          Puede ser un problema de conexión. Probá de nuevo en unos segundos.
        </p>
        <Button type="button" variant="outline" onClick={onRetry} disabled={state.retrying}>
          {state.retrying ? "Reintentando…" : "Reintentar"}
        </Button>
      </div>
    );
  }
  if (state.products.length === 0) {
    return (
      <div className="rounded-card border-border mx-auto flex max-w-xl flex-col items-center gap-3 border border-dashed p-10 text-center">
        <Icon name="Store" className="text-brand-500 size-8" />
        <p className="font-medium">{EMPTY_CATALOGUE}</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {state.products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            onAddToCart={onAddToCart}
            priority={index === 0}
            LinkComponent={LinkComponent}
          />
        </li>
      ))}
    </ul>
  );
}
