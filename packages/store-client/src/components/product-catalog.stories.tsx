import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { catalogue } from "../stories/catalogue";
import { ProductCatalog } from "./product-catalog";

const meta = {
  title: "Tienda/ProductCatalog",
  component: ProductCatalog,
  tags: ["autodocs"],
  args: { state: { status: "success", products: catalogue }, onRetry: fn(), onAddToCart: fn() },
  argTypes: { LinkComponent: { control: false } },
  parameters: { layout: "padded" },
} satisfies Meta<typeof ProductCatalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One to four columns, as wide as the screen allows. */
export const Default: Story = {};

/** While the products and their stock load. */
export const Loading: Story = { args: { state: { status: "pending" } } };

/** The API could not be reached: the spec's message and a way to try again. */
export const Error: Story = {
  args: { state: { status: "error", message: "HTTP 503: Service Unavailable" } },
};

/** Trying again after an error. */
export const Retrying: Story = {
  args: { state: { status: "error", message: "Failed to fetch", retrying: true } },
};

/** A store with nothing to sell yet. */
export const Empty: Story = { args: { state: { status: "success", products: [] } } };
