import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { agent, course, custom, templates, thermal } from "../stories/catalogue";
import { ProductCard } from "./product-card";

const meta = {
  title: "Tienda/ProductCard",
  component: ProductCard,
  tags: ["autodocs"],
  args: { product: agent, onAddToCart: fn() },
  argTypes: { LinkComponent: { control: false } },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two plans to choose from: Add to Cart leads to the product page. */
export const Default: Story = {};

/** On sale: the sale price, the regular one struck through. */
export const OnSale: Story = { args: { product: course } };

/** Without a subtitle: the spec's fallback line. */
export const WithoutSubtitle: Story = { args: { product: templates } };

/** The only variant is sold out. */
export const SoldOut: Story = { args: { product: thermal } };

/** Not for sale online, and without a picture: the placeholder. */
export const NotForSale: Story = { args: { product: custom } };
