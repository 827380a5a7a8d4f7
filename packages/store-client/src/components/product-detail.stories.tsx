import preview from "@agencia/storybook-config/preview";
import { expect, fn, userEvent } from "storybook/test";
import { courseDetail, kit } from "../stories/catalogue";
import { ProductDetail } from "./product-detail";

const meta = preview.meta({
  title: "Tienda/ProductDetail",
  component: ProductDetail,
  args: { product: kit, onAddToCart: fn() },
  parameters: { layout: "padded" },
});

/** Three sizes, the first chosen; each size shows its own picture. */
export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(kit.title);
    await expect(canvas.getByRole("radio", { name: "Chico (4 colmenas)" })).toBeChecked();
    await expect(canvas.getByText("12 in stock!")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  },
});

/** The size on sale: sale price, the regular one struck through, and little stock. */
export const OnSale = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Mediano (10 colmenas)" }));
    await expect(canvas.getByText("3 in stock!")).toBeVisible();
  },
});

/** More than the stock: Add to Cart waits. */
export const NotEnoughStock = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Mediano (10 colmenas)" }));
    const quantity = canvas.getByRole("spinbutton", { name: "Cantidad" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "4");
    await expect(canvas.getByText("Not enough stock. Only 3 left.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  },
});

/** The largest size is sold out. */
export const SoldOut = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Grande (25 colmenas)" }));
    await expect(canvas.getByText("Currently unavailable")).toBeVisible();
  },
});

/** One variant whose stock is not counted: no stock message. */
export const SingleVariant = meta.story({
  args: { product: courseDetail },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("radio")).toHaveLength(0);
    await expect(canvas.queryByText(/in stock!/)).toBeNull();
    await expect(canvas.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  },
});

/** A product that cannot be bought online. */
export const NotForSale = meta.story({
  args: { product: { ...courseDetail, purchasable: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Currently unavailable")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
  },
});
