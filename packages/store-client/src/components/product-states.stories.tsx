import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ProductError, ProductLoading } from "./product-states";

const meta = {
  title: "Tienda/ProductStates",
  component: ProductError,
  tags: ["autodocs"],
  args: { message: "HTTP 404: Not Found" },
  argTypes: { LinkComponent: { control: false } },
} satisfies Meta<typeof ProductError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An unknown product: the spec's message and the way back to the store. */
export const Error: Story = {};

/** The API is down: trying again may help. */
export const ErrorWithRetry: Story = { args: { message: "Failed to fetch", onRetry: fn() } };

/** No message from the failure: the spec's default. */
export const DefaultMessage: Story = { args: { message: undefined } };

/** While the product loads. */
export const Loading: Story = { render: () => <ProductLoading /> };
