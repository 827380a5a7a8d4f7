import preview from "@agencia/storybook-config/preview";
import { expect, fn, userEvent } from "storybook/test";
import { course, kit, templates, withCart } from "../stories/catalogue";
import { CartSheet } from "./cart-sheet";

const meta = preview.meta({
  title: "Tienda/CartSheet",
  component: CartSheet,
  decorators: [withCart()],
  args: { defaultOpen: true, navigate: fn() },
  argTypes: { LinkComponent: { control: false } },
  parameters: { layout: "fullscreen", docs: { story: { inline: false, height: "640px" } } },
});

/** Nothing in the cart yet. */
export const Empty = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("dialog", { name: "Tu carrito" })).toBeVisible();
    await expect(canvas.getByText("Tu carrito está vacío")).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Finalizar compra" })).toBeNull();
  },
});

/** Pesos and dollars: a total for each; the kit's line is at the limit of its stock. */
export const WithItems = meta.story({
  decorators: [
    withCart(
      { product: course, variant: course.variants[0]!, quantity: 1 },
      { product: kit, variant: kit.variants[1]!, quantity: 3 },
      { product: templates, variant: templates.variants[0]!, quantity: 1 },
    ),
  ],
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole("dialog", { name: "Tu carrito" });
    await expect(dialog).toHaveAccessibleDescription("5 productos");
    // The lines and totals are a lazy chunk: wait for them.
    const totals = await canvas.findAllByTestId("cart-total");
    await expect(totals.map((total) => total.textContent)).toEqual([
      expect.stringMatching(/^\$ /),
      expect.stringMatching(/^US\$ /),
    ]);
    await expect(canvas.getByRole("button", { name: "Finalizar compra" })).toBeEnabled();
  },
});

/** Finalizar compra: the button waits while the checkout opens (this story's API never answers). */
export const CheckingOut = meta.story({
  decorators: WithItems.input.decorators,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "Finalizar compra" }));
    await expect(canvas.getByRole("button", { name: "Redirigiendo al pago…" })).toBeDisabled();
  },
});
