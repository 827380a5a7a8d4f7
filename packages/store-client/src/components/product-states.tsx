import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { PlainLink, type LinkComponent } from "@agencia/ui/link-component";
import { Spinner } from "@agencia/ui/spinner";
import { STORE_PATH } from "@agencia/content/store";

export const PRODUCT_ERROR_FALLBACK = "Failed to load product";
export const productError = (message: string | undefined) =>
  `Error loading product: ${message || PRODUCT_ERROR_FALLBACK}`;

/** The product page while the product loads. */
export function ProductLoading() {
  return (
    <div className="flex min-h-[28rem] items-center justify-center">
      <Spinner label="Cargando producto…" showLabel />
    </div>
  );
}

/** The product page when the product cannot be read (unknown id, API down), with the way back. */
export function ProductError({
  message,
  onRetry,
  LinkComponent = PlainLink,
}: {
  message: string | undefined;
  /** Offered when trying again may help (not for an unknown product). */
  onRetry?: () => void;
  LinkComponent?: LinkComponent;
}) {
  return (
    <div
      role="alert"
      className="rounded-card border-destructive/30 bg-destructive/5 mx-auto flex max-w-xl flex-col items-center gap-4 border p-8 text-center"
    >
      <Icon name="Package" className="text-destructive size-10" />
      <p className="text-destructive font-medium">{productError(message)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <LinkComponent href={STORE_PATH}>
            <Icon name="ChevronLeft" />
            Volver a la tienda
          </LinkComponent>
        </Button>
        {onRetry ? (
          <Button type="button" variant="ghost" onClick={onRetry}>
            Reintentar
          </Button>
        ) : null}
      </div>
    </div>
  );
}
