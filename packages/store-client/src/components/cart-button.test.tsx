import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { addItem } from "../cart/cart";
import { CART_STORAGE_KEY } from "../cart/cart-store";
import { useCart } from "../cart/use-cart";
import { product } from "../test/fixtures";
import { renderWithCart } from "../test/render";
import { CartButton } from "./cart-button";

const course = product({ id: "curso" });

describe("CartButton", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("shows how many units the stored cart holds, and opens the sheet on click", async () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify(addItem([], { product: course, variant: course.variants[0]!, quantity: 3 })),
    );
    renderWithCart(<CartButton />);
    const button = screen.getByRole("button", { name: "Carrito: 3 productos" });
    expect(screen.getByTestId("cart-count")).toHaveTextContent("3");
    await userEvent.click(button);
    expect(await screen.findByRole("dialog", { name: "Tu carrito" })).toBeInTheDocument();
  });

  it("keeps the badge's place while the cart is empty", () => {
    renderWithCart(<CartButton />);
    expect(screen.getByRole("button", { name: "Carrito vacío" })).toBeInTheDocument();
    expect(screen.getByTestId("cart-count")).toHaveClass("invisible");
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
