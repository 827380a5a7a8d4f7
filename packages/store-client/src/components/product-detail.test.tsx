import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hiveKit } from "../test/fixtures";
import { ProductDetail } from "./product-detail";

/** The gallery's current image (jsdom applies no Tailwind, so the others are not hidden here). */
const mainImage = () =>
  screen.getByRole("region", { name: /Imágenes de/ }).querySelector("[data-current] img");
/** The Add to Cart button of the chosen variant (each variant has its own, CSS shows one). */
const addButton = () => screen.getByRole("button", { name: "Add to Cart" });

describe("ProductDetail", () => {
  it("starts on the first variant and switches price, stock and image with the choice", async () => {
    render(<ProductDetail product={hiveKit} onAddToCart={vi.fn()} />);
    expect(screen.getByRole("heading", { level: 1, name: hiveKit.title })).toBeVisible();
    expect(screen.getByRole("radio", { name: "Chico (4 colmenas)" })).toBeChecked();
    expect(screen.getByText("$ 320.000,00")).toBeVisible();
    expect(screen.getByText("12 in stock!")).toBeVisible();
    expect(mainImage()).toHaveAttribute("src", "/media/kit.webp");

    await userEvent.click(screen.getByRole("radio", { name: "Mediano (10 colmenas)" }));
    expect(screen.getByText("$ 620.000,00")).toBeVisible();
    expect(screen.getByText("3 in stock!")).toBeVisible();
    expect(mainImage()).toHaveAttribute("src", "/media/mediano.webp");
  });

  it("keeps the quantity at 1 or more and refuses more than the stock", async () => {
    const onAdd = vi.fn();
    render(<ProductDetail product={hiveKit} onAddToCart={onAdd} />);
    expect(screen.getByRole("button", { name: "Restar uno" })).toBeDisabled();
    await userEvent.click(screen.getByRole("radio", { name: "Mediano (10 colmenas)" }));
    const quantity = screen.getByRole("spinbutton", { name: "Cantidad" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "4");
    expect(screen.getByText("Not enough stock. Only 3 left.")).toBeVisible();
    expect(addButton()).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Restar uno" }));
    await userEvent.click(addButton());
    expect(onAdd).toHaveBeenCalledWith({
      product: hiveKit,
      variant: hiveKit.variants[1],
      quantity: 3,
    });
  });

  it("says a sold-out variant is unavailable", async () => {
    render(<ProductDetail product={hiveKit} onAddToCart={vi.fn()} />);
    await userEvent.click(screen.getByRole("radio", { name: "Grande (25 colmenas)" }));
    expect(screen.getByText("Currently unavailable")).toBeVisible();
    expect(addButton()).toBeDisabled();
  });

  it("has a gallery that wraps around", async () => {
    render(<ProductDetail product={hiveKit} onAddToCart={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Imagen anterior" }));
    expect(screen.getByText("5 / 5")).toBeVisible();
    expect(mainImage()).toHaveAttribute("src", "/media/grande.webp");
    await userEvent.click(screen.getByRole("button", { name: "Imagen siguiente" }));
    expect(screen.getByText("1 / 5")).toBeVisible();
  });
});
