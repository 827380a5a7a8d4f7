import { Toaster } from "@agencia/ui/toaster";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { CartProvider } from "../cart/cart-provider";
import type { StoreConfig } from "../client";

/** Renders with a cart kept in this test's localStorage, a pretend API and the page's toaster. */
export function renderWithCart(ui: ReactNode, fetch: StoreConfig["fetch"] = vi.fn()) {
  const storeConfig: StoreConfig = {
    baseUrl: "https://api.example.com",
    storeId: "store_01KTEST",
    fetch,
  };
  return render(
    <CartProvider storeConfig={storeConfig} storage={localStorage}>
      {ui}
      <Toaster />
    </CartProvider>,
  );
}
