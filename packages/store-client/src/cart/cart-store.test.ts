import { product, variant } from "../test/fixtures";
import { addItem, setItemQuantity } from "./cart";
import {
  CART_STORAGE_KEY,
  createCartStore,
  itemCount,
  readStoredCart,
  type CartStore,
} from "./cart-store";

const course = product({ id: "curso", variants: [variant({ id: "curso-v" })] });
const addCourse = (store: CartStore, quantity: number) =>
  store.set(
    addItem(store.getSnapshot(), { product: course, variant: course.variants[0]!, quantity }),
  );

describe("the cart store", () => {
  beforeEach(() => localStorage.clear());

  it("keeps the cart in localStorage, so a new page (a reload) finds it", () => {
    const first = createCartStore(localStorage);
    addCourse(first, 2);
    const reloaded = createCartStore(localStorage);
    expect(reloaded.getSnapshot()).toEqual(first.getSnapshot());
    expect(reloaded.getSnapshot()[0]!.quantity).toBe(2);
    reloaded.set([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it("tells its subscribers about every change and starts empty while prerendering", () => {
    const store = createCartStore(localStorage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    addCourse(store, 1);
    store.set(setItemQuantity(store.getSnapshot(), "curso-v", 4));
    expect(itemCount(store.getSnapshot())).toBe(4);
    store.set([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    expect(store.getServerSnapshot()).toEqual([]);
  });

  it("with no cart stored, gives the very snapshot the page was prerendered with", () => {
    // An equal but new empty list would make React re-render every part that shows the cart
    // once hydration ends, for nothing.
    expect(createCartStore(localStorage).getSnapshot()).toBe(
      createCartStore(localStorage).getServerSnapshot(),
    );
    localStorage.setItem(CART_STORAGE_KEY, "[]");
    const emptied = createCartStore(localStorage);
    expect(emptied.getSnapshot()).toBe(emptied.getServerSnapshot());
  });

  it("follows changes made in another tab", () => {
    const store = createCartStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    const other = createCartStore(localStorage);
    addCourse(other, 1);
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: CART_STORAGE_KEY,
        newValue: localStorage.getItem(CART_STORAGE_KEY),
      }),
    );
    expect(store.getSnapshot()).toHaveLength(1);
    expect(listener).toHaveBeenCalledOnce();
  });

  it("drops a stored cart it cannot read instead of failing", () => {
    expect(readStoredCart("{not json")).toEqual([]);
    expect(readStoredCart(JSON.stringify({ lines: [] }))).toEqual([]);
    expect(readStoredCart(JSON.stringify([{ variantId: "x", quantity: -1 }]))).toEqual([]);
    localStorage.setItem(CART_STORAGE_KEY, "[1, 2]");
    expect(createCartStore(localStorage).getSnapshot()).toEqual([]);
  });

  it("works without storage (blocked cookies, private mode)", () => {
    const store = createCartStore(null);
    addCourse(store, 1);
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
