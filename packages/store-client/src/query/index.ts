export { storeKeys, useProduct, useProducts } from "./hooks";
export {
  createStoreQueryClient,
  shouldRetry,
  StoreQueryProvider,
  useStoreClient,
} from "./store-query-provider";
