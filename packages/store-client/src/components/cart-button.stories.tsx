import preview from "@agencia/storybook-config/preview";
import { expect, userEvent } from "storybook/test";
import { course, kit, withCart } from "../stories/catalogue";
import { CartButton, cartButtonLabel } from "./cart-button";

const meta = preview.meta({
  title: "Tienda/CartButton",
  component: CartButton,
  decorators: [withCart()],
  argTypes: { LinkComponent: { control: false } },
});

const threeUnits = withCart(
  { product: course, variant: course.variants[0]!, quantity: 2 },
  { product: kit, variant: kit.variants[1]!, quantity: 1 },
);

/** An empty cart: the badge keeps its place, hidden. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: cartButtonLabel(0) })).toBeEnabled();
    await expect(canvas.getByTestId("cart-count")).toHaveAttribute("aria-hidden", "true");
  },
});

/** Three units in the cart. */
export const WithItems = meta.story({
  decorators: [threeUnits],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: cartButtonLabel(3) })).toBeEnabled();
    await expect(canvas.getByTestId("cart-count")).toHaveTextContent("3");
  },
});

/** A click opens the cart sheet: the browser does it (an invoker command), hydrated or not. */
export const Opened = meta.story({
  decorators: [threeUnits],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Carrito: 3 productos" }));
    await expect(canvas.getByRole("dialog", { name: "Tu carrito" })).toBeVisible();
  },
});
