import { useQuery, useQueryClient } from "@tanstack/react-query";
import { mergeStock } from "../stock";
import type { ProductsPage, ProductsQuery, StoreProduct, StoreProductDetail } from "../types";
import { useStoreClient } from "./store-query-provider";

export const storeKeys = {
  all: ["store"] as const,
  products: (query: ProductsQuery) => ["store", "products", query] as const,
  product: (id: string) => ["store", "product", id] as const,
};

/** The catalogue: the products, then the stock of all their variants, merged by variant id. */
export function useProducts(query: ProductsQuery = {}) {
  const client = useStoreClient();
  return useQuery({
    queryKey: storeKeys.products(query),
    queryFn: async ({ signal }): Promise<ProductsPage> => {
      const page = await client.products(query, { signal });
      if (page.products.length === 0) return page;
      const stock = await client.variants(
        page.products.map((product) => product.id),
        { signal },
      );
      return { ...page, products: mergeStock(page.products, stock) };
    },
  });
}

/** A listed product shaped as the product call answers, to show while that call runs. */
function asDetail({ images, ...product }: StoreProduct): StoreProductDetail {
  return {
    ...product,
    media: images,
    status: "published",
    created_at: product.updated_at,
    deleted_at: null,
    metadata: null,
  };
}

/** One product; coming from the catalogue, the listed copy shows at once while it loads. */
export function useProduct(id: string) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  return useQuery<StoreProductDetail>({
    queryKey: storeKeys.product(id),
    queryFn: ({ signal }) => client.product(id, { signal }),
    placeholderData: (): StoreProductDetail | undefined => {
      for (const [, page] of queryClient.getQueriesData<ProductsPage>({
        queryKey: ["store", "products"],
      })) {
        const listed = page?.products.find((product) => product.id === id);
        if (listed) return asDetail(listed);
      }
      return undefined;
    },
  });
}
