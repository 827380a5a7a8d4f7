import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StockMessage } from "./stock-message";

const meta = {
  title: "Tienda/StockMessage",
  component: StockMessage,
  args: { state: { kind: "in_stock", units: 12 } },
  // The spec's sentence for each stock state.
  play: async ({ canvasElement, args }) => {
    const { state } = args;
    const message = canvasElement.querySelector(`[data-state="${state.kind}"]`);
    await expect(message).toHaveTextContent(
      state.kind === "in_stock"
        ? `${state.units} in stock!`
        : state.kind === "short"
          ? `Not enough stock. Only ${state.units} left.`
          : "Currently unavailable",
    );
  },
} satisfies Meta<typeof StockMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};

/** More than the stock asked for. */
export const NotEnough: Story = { args: { state: { kind: "short", units: 3 } } };

/** Sold out, or not for sale. */
export const SoldOut: Story = { args: { state: { kind: "unavailable" } } };
