/**
 * The navbar's cart count, as its button (components/cart-button.tsx) renders it and as the
 * store's enhancement writes it before React: the same label, text and empty mark.
 */

export const cartButtonLabel = (count: number) =>
  count === 0 ? "Carrito vacío" : `Carrito: ${count} ${count === 1 ? "producto" : "productos"}`;

export const cartCountText = (count: number) => (count > 99 ? "99+" : String(count));

/** Writes `count` into every cart button of the page. */
export function writeCartCount(root: ParentNode, count: number): void {
  for (const button of root.querySelectorAll<HTMLElement>("[data-slot=cart-button]")) {
    button.setAttribute("aria-label", cartButtonLabel(count));
    const badge = button.querySelector<HTMLElement>("[data-cart-count]");
    if (!badge) continue;
    badge.textContent = cartCountText(count);
    badge.toggleAttribute("data-empty", count === 0);
  }
}
