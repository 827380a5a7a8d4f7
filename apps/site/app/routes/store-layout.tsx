import { StoreQueryProvider } from "@agencia/store-client/query";
import { Outlet } from "react-router";
import { storeConfig } from "../lib/store";

/** React Query and the store client, for the store's pages only. */
export default function StoreLayout() {
  return (
    <StoreQueryProvider config={storeConfig}>
      <Outlet />
    </StoreQueryProvider>
  );
}
