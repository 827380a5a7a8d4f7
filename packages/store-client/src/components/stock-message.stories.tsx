import type { Meta, StoryObj } from "@storybook/react-vite";
import { StockMessage } from "./stock-message";

const meta = {
  title: "Tienda/StockMessage",
  component: StockMessage,
  tags: ["autodocs"],
  args: { state: { kind: "in_stock", units: 12 } },
} satisfies Meta<typeof StockMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};

/** More than the stock asked for. */
export const NotEnough: Story = { args: { state: { kind: "short", units: 3 } } };

/** Sold out, or not for sale. */
export const SoldOut: Story = { args: { state: { kind: "unavailable" } } };
