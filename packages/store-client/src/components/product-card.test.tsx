import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { price, product, variant } from "../test/fixtures";
import { ProductCard } from "./product-card";

describe("ProductCard", () => {
  it("shows the price on sale with the regular one struck through, and the subtitle's fallback", () => {
    const item = product({
      id: "p1",
      subtitle: null,
      ribbon_text: "Oferta",
      variants: [variant({ id: "v", prices: [price(8_900_000, 5_900_000)] })],
    });
    render(<ProductCard product={item} onAddToCart={vi.fn()} />);
    expect(screen.getByText("Oferta")).toBeVisible();
    expect(screen.getByText("$ 59.000,00")).toBeVisible();
    expect(screen.getByText("$ 89.000,00").closest("s")).not.toBeNull();
    expect(screen.getByText("Check out this amazing product!")).toBeVisible();
    expect(screen.getByRole("img", { name: /sin imagen/ })).toBeVisible();
    expect(screen.getByRole("link", { name: item.title })).toHaveAttribute("href", "/product/p1");
  });

  it("adds a single-variant product", async () => {
    const onAdd = vi.fn();
    const item = product({ id: "p1", thumbnail: "/media/curso.webp" });
    render(<ProductCard product={item} onAddToCart={onAdd} />);
    expect(screen.getByRole("img", { name: item.title })).toHaveAttribute(
      "src",
      "/media/curso.webp",
    );
    await userEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(onAdd).toHaveBeenCalledWith(item);
  });

  it("leads to the product page when there are several variants to choose from", () => {
    const item = product({ id: "kit", variants: [variant({ id: "a" }), variant({ id: "b" })] });
    render(<ProductCard product={item} onAddToCart={vi.fn()} />);
    expect(screen.getByRole("link", { name: "Add to Cart" })).toHaveAttribute(
      "href",
      "/product/kit",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("cannot add a product that is not for sale or is sold out", () => {
    const { rerender } = render(
      <ProductCard product={product({ id: "p", purchasable: false })} onAddToCart={vi.fn()} />,
    );
    expect(screen.getByRole("button", { name: "Currently unavailable" })).toBeDisabled();
    const soldOut = product({
      id: "p",
      variants: [variant({ id: "v", manage_inventory: true, inventory_quantity: 0 })],
    });
    rerender(<ProductCard product={soldOut} onAddToCart={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Currently unavailable" })).toBeDisabled();
  });
});
