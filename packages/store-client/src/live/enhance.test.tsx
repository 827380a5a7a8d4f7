import { render } from "@testing-library/react";
import { ProductCatalog } from "../components/product-catalog";
import { product, variant } from "../test/fixtures";
import type { StoreProduct } from "../types";
import { CART_STORAGE_KEY, readStoredCart } from "../cart/cart-store";
import { liveState } from "./channel";
import { enhanceStorePage, type EnhancedStorePage } from "./enhance";
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

/** The page as the early script offers it: what the enhancement asked of it is recorded. */
function enhancedPage({ reactStarted = false } = {}) {
  const takers: Parameters<EnhancedStorePage["takeSubmissions"]>[0][] = [];
  const page = {
    reactStarted: () => reactStarted,
    hydrate: vi.fn(),
    takeSubmissions: (take: (typeof takers)[number]) => void takers.push(take),
    toast: vi.fn(),
    /** Submits the form as the early script would: true when the enhancement took it. */
    submit: (submitter: HTMLButtonElement) =>
      takers.some((take) => take(submitter.form!, submitter)),
  };
  return page;
}

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
    const enhanced = enhancedPage();
    enhanceStorePage(enhanced);
    await vi.waitFor(() => expect(liveState()!.applied.list).toBeDefined());
    expect(page.querySelector("[data-live-product=curso] button")).toHaveTextContent(
      "Currently unavailable",
    );
    expect(Object.keys(liveState()!.applied.list!.products)).toEqual(["curso", "taller"]);
    expect(enhanced.hydrate).not.toHaveBeenCalled();
  });

  it("loads React for a product added since the build", async () => {
    storeWith([course, workshop, product({ id: "nuevo" })]);
    renderList([course, workshop]);
    const enhanced = enhancedPage();
    enhanceStorePage(enhanced);
    await vi.waitFor(() => expect(enhanced.hydrate).toHaveBeenCalledOnce());
  });

  it("leaves the page to React once React has started, and only publishes the answer", async () => {
    storeWith([{ ...course, purchasable: false }]);
    const page = renderList([course]);
    enhanceStorePage(enhancedPage({ reactStarted: true }));
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
    enhanceStorePage(enhancedPage());
    await settled();
    await settled();
    expect(page.innerHTML).toBe(before);
    expect(liveState()!.latest.list).toBeUndefined();
  });
});

describe("Add to Cart before React", () => {
  beforeEach(() => localStorage.clear());

  /** The list with the navbar's cart button, enhanced, once the store's answer is written. */
  async function enhancedList() {
    storeWith([course, workshop]);
    const page = renderList([course, workshop]);
    page.insertAdjacentHTML(
      "afterbegin",
      '<button data-slot="cart-button" aria-label="Carrito vacío"><span data-cart-count data-empty>0</span></button>',
    );
    const enhanced = enhancedPage();
    const onEvent = vi.fn();
    const onAdded = vi.fn();
    enhanceStorePage(enhanced, { onEvent, onAdded });
    await vi.waitFor(() => expect(liveState()!.applied.list).toBeDefined());
    const addButton = (id: string) =>
      page.querySelector<HTMLButtonElement>(`[data-live-product=${id}] [type=submit]`)!;
    return { page, enhanced, onEvent, onAdded, addButton };
  }

  it("stores the line and writes the count, then says so and starts React for the cart sheet", async () => {
    const { page, enhanced, onEvent, onAdded, addButton } = await enhancedList();
    expect(enhanced.submit(addButton("curso"))).toBe(true);
    expect(enhanced.submit(addButton("curso"))).toBe(true);
    const stored = readStoredCart(localStorage.getItem(CART_STORAGE_KEY));
    expect(stored.map((line) => [line.variantId, line.quantity, line.title])).toEqual([
      ["curso-v", 2, course.title],
    ]);
    const cartButton = page.querySelector("[data-slot=cart-button]")!;
    expect(cartButton).toHaveAttribute("aria-label", "Carrito: 2 productos");
    expect(cartButton.querySelector("[data-cart-count]")).toHaveTextContent("2");
    expect(cartButton.querySelector("[data-cart-count]")).not.toHaveAttribute("data-empty");
    // The rest follows once the count has painted, each add's after its own paint: hydrating is
    // the last thing an add asks for, so the second add's call means both are done.
    expect(enhanced.toast).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(enhanced.hydrate).toHaveBeenCalledTimes(2));
    expect(enhanced.toast).toHaveBeenCalledTimes(2);
    expect(enhanced.toast).toHaveBeenLastCalledWith({
      title: "Added to Cart! 🛒",
      description: `${course.title} has been added to your cart.`,
      variant: "success",
    });
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(onEvent.mock.calls[0]![0]).toMatchObject({ name: "add_to_cart" });
    expect(onAdded).toHaveBeenCalledTimes(2);
  });

  it("refuses past the stock with the spec's toast, and leaves the cart as it was", async () => {
    const { enhanced, addButton } = await enhancedList();
    for (let added = 0; added < 5; added++) enhanced.submit(addButton("curso"));
    expect(enhanced.submit(addButton("curso"))).toBe(true);
    await vi.waitFor(() =>
      expect(enhanced.toast).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: "Error adding to cart", variant: "destructive" }),
      ),
    );
    expect(readStoredCart(localStorage.getItem(CART_STORAGE_KEY))[0]!.quantity).toBe(5);
  });

  it("leaves the add to React until the store has answered", async () => {
    storeWith([course]);
    const page = renderList([course]);
    const enhanced = enhancedPage();
    enhanceStorePage(enhanced);
    const addButton = page.querySelector<HTMLButtonElement>("[type=submit]")!;
    expect(enhanced.submit(addButton)).toBe(false);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    await vi.waitFor(() => expect(liveState()!.applied.list).toBeDefined());
    expect(enhanced.submit(addButton)).toBe(true);
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
