import { render } from "@testing-library/react";
import { ProductCatalog } from "../components/product-catalog";
import { product, variant } from "../test/fixtures";
import type { StoreProduct } from "../types";
import { liveState } from "./channel";
import { refreshStorePage } from "./enhance";
import { FRESH_FOR_MS, refresh } from "./refresh";
import { liveRootAttributes } from "./slots";

// The enhancement a prerendered store page runs after `load`, before React: it asks the store
// once and writes what changed, or leaves it to React once React has started.

const course = product({
  id: "curso",
  variants: [variant({ id: "curso-v", manage_inventory: true, inventory_quantity: 5 })],
});
const workshop = product({ id: "taller", variants: [variant({ id: "taller-v" })] });

/** A store that answers the list calls with these products (and counts the calls). */
function storeWith(products: StoreProduct[]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    calls.push(url.pathname);
    const body = url.pathname.endsWith("/variants")
      ? { variants: products.flatMap((item) => item.variants) }
      : url.pathname.endsWith("/products")
        ? { count: products.length, offset: 0, limit: 50, products }
        : null;
    return body
      ? new Response(JSON.stringify(body), { status: 200 })
      : new Response("{}", { status: 404, statusText: "Not Found" });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

const config = { baseUrl: "https://api.example.com", storeId: "store_1" };

function renderList(products: StoreProduct[]) {
  return render(
    <div {...liveRootAttributes({ kind: "list" }, config)}>
      <ProductCatalog
        state={{ status: "success", products }}
        onRetry={vi.fn()}
        onAddToCart={vi.fn()}
      />
    </div>,
  ).container;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>).__agenciaStoreLive;
});
afterEach(() => vi.unstubAllGlobals());

describe("a store page's enhancement", () => {
  it("writes the store's answer into the page and records it for React to hydrate with", async () => {
    storeWith([
      { ...course, variants: [{ ...course.variants[0]!, inventory_quantity: 0 }] },
      workshop,
    ]);
    const page = renderList([course, workshop]);
    const hydrate = vi.fn();
    refreshStorePage({ needsReact: hydrate, reactStarted: () => false });
    await vi.waitFor(() => expect(liveState()!.applied.list).toBeDefined());
    expect(page.querySelector("[data-live-product=curso] button")).toHaveTextContent(
      "Currently unavailable",
    );
    expect(Object.keys(liveState()!.applied.list!.products)).toEqual(["curso", "taller"]);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it("loads React for a product added since the build", async () => {
    storeWith([course, workshop, product({ id: "nuevo" })]);
    renderList([course, workshop]);
    const hydrate = vi.fn();
    refreshStorePage({ needsReact: hydrate, reactStarted: () => false });
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
  });

  it("leaves the page to React once React has started, and only publishes the answer", async () => {
    storeWith([{ ...course, purchasable: false }]);
    const page = renderList([course]);
    refreshStorePage({ needsReact: vi.fn(), reactStarted: () => true });
    await vi.waitFor(() => expect(liveState()!.latest.list).toBeDefined());
    expect(liveState()!.applied.list).toBeUndefined();
    expect(page.querySelector("button")).toBeEnabled();
  });

  it("keeps the page as built when the store cannot be read", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    const page = renderList([course]);
    const before = page.innerHTML;
    refreshStorePage({ needsReact: vi.fn(), reactStarted: () => false });
    await settled();
    await settled();
    expect(page.innerHTML).toBe(before);
    expect(liveState()!.latest.list).toBeUndefined();
  });
});

describe("refreshing a scope", () => {
  it("asks once while a question is out or the answer is younger than a minute", async () => {
    const calls = storeWith([course]);
    const [first, second] = await Promise.all([
      refresh({ kind: "list" }, config),
      refresh({ kind: "list" }, config),
    ]);
    expect(second).toBe(first);
    expect(await refresh({ kind: "list" }, config)).toBe(first);
    expect(calls).toEqual(["/store/store_1/products", "/store/store_1/variants"]);
    liveState()!.latest.list!.at -= FRESH_FOR_MS;
    await refresh({ kind: "list" }, config);
    expect(calls).toHaveLength(4);
  });

  it("reads a product the store no longer has (404) as gone", async () => {
    storeWith([]);
    const answer = await refresh({ kind: "product", id: "viejo" }, config);
    expect(answer?.products).toEqual({ viejo: null });
  });
});
