import { StoreQueryProvider } from "@agencia/store-client/query";
import type { RouteHandle } from "@agencia/app-shell/hydration";
import { Outlet } from "react-router";
import { storeConfig } from "../lib/store";

/** The catalogue and stock are fetched at run time, so these pages hydrate right after load. */
export const handle: RouteHandle = { hydration: "load" };

/** React Query and the store client, for the store's pages only. */
export default function StoreLayout() {
  return (
    <StoreQueryProvider config={storeConfig}>
      <Outlet />
    </StoreQueryProvider>
  );
}
