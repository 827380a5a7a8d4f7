import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addItem } from "../cart/cart";
import { CART_STORAGE_KEY } from "../cart/cart-store";
import { onlineCourse, price, product, usd, variant } from "../test/fixtures";
import { renderWithCart } from "../test/render";
import { CartSheet } from "./cart-sheet";

const templates = product({
  id: "plantillas",
  title: "Plantillas",
  variants: [variant({ id: "plantillas-v", title: "Pack", prices: [price(1_900, null, usd)] })],
});

function storeCart() {
  let lines = addItem([], {
    product: onlineCourse,
    variant: onlineCourse.variants[0]!,
    quantity: 2,
  });
  lines = addItem(lines, { product: templates, variant: templates.variants[0]!, quantity: 1 });
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
}

describe("CartSheet", () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it("lists the lines with a total per currency, and changes or removes them", async () => {
    storeCart();
    renderWithCart(<CartSheet defaultOpen />);
    expect(screen.getByText("3 productos")).toBeInTheDocument();
    expect((await screen.findAllByTestId("cart-total")).map((total) => total.textContent)).toEqual([
      "$ 118.000,00",
      "US$ 19,00",
    ]);
    await userEvent.click(screen.getAllByRole("button", { name: "Sumar uno" })[0]!);
    expect(screen.getAllByTestId("cart-total")[0]).toHaveTextContent("$ 177.000,00");
    await userEvent.click(screen.getByRole("button", { name: "Quitar Plantillas (Pack)" }));
    expect(screen.getAllByTestId("cart-total").map((total) => total.textContent)).toEqual([
      "$ 177.000,00",
    ]);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(1);
  });

  it("sends the cart to checkout and the browser to the hosted page", async () => {
    storeCart();
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith("/settings"))
        return Response.json({ store_owner: { language: "es" } });
      expect(JSON.parse(String(init?.body)).items).toEqual([
        { variant_id: "curso-v", quantity: 2 },
        { variant_id: "plantillas-v", quantity: 1 },
      ]);
      return Response.json({ url: "https://pay.example.com/checkout?session=cs_1" });
    });
    const navigate = vi.fn();
    renderWithCart(<CartSheet defaultOpen navigate={navigate} />, fetch);
    await userEvent.click(await screen.findByRole("button", { name: "Finalizar compra" }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        "https://pay.example.com/checkout?session=cs_1&lang=es",
      ),
    );
    expect(screen.getByRole("button", { name: "Redirigiendo al pago…" })).toBeDisabled();
  });

  it("says so when the checkout cannot start, and keeps the cart", async () => {
    storeCart();
    const fetch = vi.fn(
      async () => new Response("{}", { status: 503, statusText: "Service Unavailable" }),
    );
    const navigate = vi.fn();
    renderWithCart(<CartSheet defaultOpen navigate={navigate} />, fetch);
    await userEvent.click(await screen.findByRole("button", { name: "Finalizar compra" }));
    // The toast library loads with the first toast.
    expect(
      await screen.findByText("No pudimos iniciar el pago", {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText("HTTP 503: Service Unavailable")).toBeVisible();
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Finalizar compra" })).toBeEnabled();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!)).toHaveLength(2);
  });

  it("invites to the store when the cart is empty", () => {
    renderWithCart(<CartSheet defaultOpen />);
    expect(screen.getByText("Tu carrito está vacío")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ver la tienda" })).toHaveAttribute("href", "/store");
  });
});
