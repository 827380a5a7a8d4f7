import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { addItem } from "../cart/cart";
import { CART_STORAGE_KEY } from "../cart/cart-store";
import { useCart } from "../cart/use-cart";
import { product } from "../test/fixtures";
import { renderWithCart } from "../test/render";
import { CartButton } from "./cart-button";
import { CART_SHEET_ID } from "./cart-sheet";

const course = product({ id: "curso" });

describe("CartButton", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("shows how many units the stored cart holds, and opens the sheet natively", async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify(addItem([], { product: course, variant: course.variants[0]!, quantity: 3 })),
    );
    renderWithCart(<CartButton />);
    const button = screen.getByRole("button", { name: "Carrito: 3 productos" });
    expect(screen.getByTestId("cart-count")).toHaveTextContent("3");
    // The browser opens it (an invoker command), before React hydrates too.
    expect(button).toHaveAttribute("commandfor", CART_SHEET_ID);
    expect(button).toHaveAttribute("command", "show-modal");
    await userEvent.click(button);
    expect(screen.getByRole("dialog", { name: "Tu carrito" })).toBeVisible();
  });

  it("keeps the badge's place while the cart is empty", () => {
    renderWithCart(<CartButton />);
    expect(screen.getByRole("button", { name: "Carrito vacío" })).toBeInTheDocument();
    // Hidden by `data-empty:invisible`, in its place.
    expect(screen.getByTestId("cart-count")).toHaveAttribute("data-empty");
  });

  it("follows the cart as it changes, and an effect that empties it runs once", () => {
    const cleared = vi.fn();
    function ClearOnMount() {
      const { clear } = useCart();
      useEffect(() => {
        cleared();
        clear();
      }, [clear]);
      return null;
    }
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify(addItem([], { product: course, variant: course.variants[0]!, quantity: 1 })),
    );
    renderWithCart(
      <>
        <CartButton />
        <ClearOnMount />
      </>,
    );
    expect(screen.getByRole("button", { name: "Carrito vacío" })).toBeInTheDocument();
    expect(cleared).toHaveBeenCalledOnce();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });
});
