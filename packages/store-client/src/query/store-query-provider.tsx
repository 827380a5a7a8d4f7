import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createContext, useContext, useState, type ReactNode } from "react";
import {
  createStoreClient,
  StoreHttpError,
  StoreTimeoutError,
  type StoreClient,
  type StoreConfig,
} from "../client";

const StoreClientContext = createContext<StoreClient | null>(null);

/**
 * Retries a failed read once (the network blinks), but not an answer like 404 that will not
 * change, nor a call that already made the visitor wait the whole timeout.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof StoreHttpError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof StoreTimeoutError) return false;
  return failureCount < 1;
}

export function createStoreQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Prices and stock change during the day, not during a visit.
        staleTime: 60_000,
        retry: shouldRetry,
        retryDelay: 800,
      },
    },
  });
}

/** React Query and the store client for the store's pages (and only them). */
export function StoreQueryProvider({
  config,
  client,
  children,
}: {
  config: StoreConfig;
  /** Stories and tests pass their own; a QueryClient with the store's defaults otherwise. */
  client?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => client ?? createStoreQueryClient());
  const [storeClient] = useState(() => createStoreClient(config));
  return (
    <QueryClientProvider client={queryClient}>
      <StoreClientContext.Provider value={storeClient}>{children}</StoreClientContext.Provider>
    </QueryClientProvider>
  );
}

export function useStoreClient(): StoreClient {
  const client = useContext(StoreClientContext);
  if (!client) throw new Error("Store hooks need a <StoreQueryProvider> above them");
  return client;
}
